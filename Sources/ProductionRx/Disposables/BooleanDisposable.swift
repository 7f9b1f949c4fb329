// A disposable that only records that it was disposed. Chapter 6.

/// A flag that becomes `true` when disposed; useful to check for cancellation in a loop.
///
/// `Sendable`, checked by the compiler: its only state is an atomic flag, and it holds no
/// closure, so any task or actor may share it (chapter 16).
public final class BooleanDisposable: Cancelable, Sendable {
    // Bit 1 is the whole state: set by `dispose()`, or from the start.
    private let flag: AtomicInt

    /// Creates a disposable that was not disposed yet.
    public convenience init() {
        self.init(isDisposed: false)
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        flag = AtomicInt(isDisposed ? 1 : 0)
    }

    /// `true` once disposed.
    public var isDisposed: Bool {
        isFlagSet(flag, 1)
    }

    /// Sets `isDisposed`.
    public func dispose() {
        fetchOr(flag, 1)
    }
}
