// A slot for one disposable, set once, possibly after it was disposed. Chapter 6.

/// Holds one disposable that may arrive later than the request to dispose it.
///
/// Disposing before `setDisposable` disposes the disposable the moment it is set. Setting it
/// twice is a programming error and stops the process, as in RxSwift.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    /// The bit `dispose()` sets.
    private static let disposeCalled: Int32 = 0b01
    /// The bit `setDisposable` sets.
    private static let assigned: Int32 = 0b10

    private let bits = AtomicInt(0)
    // The bits make every access exclusive, as in `SinkDisposer` (chapter 5): only
    // `setDisposable` writes it before setting its bit, and only the call that sets the
    // second bit takes it out. So Swift's run-time exclusivity check is switched off
    // (chapter 15); ThreadSanitizer still checks.
    @exclusivity(unchecked) private var slot: Disposable?

    /// `true` once disposed.
    public var isDisposed: Bool {
        isFlagSet(bits, Self.disposeCalled)
    }

    /// Creates an empty slot.
    public override init() {
        super.init()
    }

    // snippet:begin single-assignment-set
    /// Sets the disposable; disposes it at once if the slot was already disposed.
    public func setDisposable(_ disposable: Disposable) {
        slot = disposable
        let before = fetchOr(bits, Self.assigned)
        if before & Self.assigned != 0 {
            rxFatalError(
                "SingleAssignmentDisposable: setDisposable was called twice; it accepts one disposable. "
                    + "Chapter 6 (Chapters/06-disposables-and-disposebag) explains why."
            )
        }
        if before & Self.disposeCalled != 0 {
            // Disposed while still empty: the newcomer goes at once.
            slot.take()?.dispose()
        }
    }

    /// Disposes the disposable if it was set; otherwise it will be disposed when set.
    public func dispose() {
        let before = fetchOr(bits, Self.disposeCalled)
        // Only the first call acts, and only if the slot is filled. While it is empty,
        // `setDisposable` will find this call's bit and dispose what it brings.
        guard before == Self.assigned else {
            return
        }
        slot.take()?.dispose()
    }
    // snippet:end single-assignment-set
}
