// A disposable that only records that it was disposed. Chapter 6.

/// A flag that becomes `true` when disposed; useful to check for cancellation in a loop.
public final class BooleanDisposable: Cancelable {
    private let disposed: AtomicInt

    /// Creates a disposable that was not disposed yet.
    public init() {
        disposed = AtomicInt(0)
    }

    /// Creates a disposable in the given state.
    public init(isDisposed: Bool) {
        disposed = AtomicInt(isDisposed ? 1 : 0)
    }

    /// `true` once disposed.
    public var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    /// Sets `isDisposed`.
    public func dispose() {
        fetchOr(disposed, 1)
    }
}
