// A slot for one disposable, set once, possibly after it was disposed. Chapter 6.

/// Holds one disposable that may arrive later than the request to dispose it.
///
/// Disposing before `setDisposable` disposes the disposable the moment it is set. Setting it
/// twice is a programming error and stops the process, as in RxSwift.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private enum DisposeState: Int32 {
        case disposed = 1
        case disposableSet = 2
    }

    private let state = AtomicInt(0)
    // The state bits make every access exclusive, as in `SinkDisposer` (chapter 5): only
    // `setDisposable` writes it before setting its bit, and only the caller that sees both
    // bits first reads and clears it. So Swift's run-time exclusivity check is switched off
    // (chapter 15); ThreadSanitizer still checks.
    @exclusivity(unchecked) private var disposable: Disposable?

    /// `true` once disposed.
    public var isDisposed: Bool {
        isFlagSet(state, DisposeState.disposed.rawValue)
    }

    /// Creates an empty slot.
    public override init() {
        super.init()
    }

    // snippet:begin single-assignment-set
    /// Sets the disposable; disposes it at once if the slot was already disposed.
    public func setDisposable(_ disposable: Disposable) {
        self.disposable = disposable

        let previousState = fetchOr(state, DisposeState.disposableSet.rawValue)

        if (previousState & DisposeState.disposableSet.rawValue) != 0 {
            rxFatalError(
                "SingleAssignmentDisposable: setDisposable was called twice; it accepts one disposable. "
                    + "Chapter 6 (Chapters/06-disposables-and-disposebag) explains why."
            )
        }

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            disposable.dispose()
            self.disposable = nil
        }
    }

    /// Disposes the disposable if it was set; otherwise it will be disposed when set.
    public func dispose() {
        let previousState = fetchOr(state, DisposeState.disposed.rawValue)

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            return
        }

        if (previousState & DisposeState.disposableSet.rawValue) != 0 {
            guard let disposable else {
                rxFatalError("SingleAssignmentDisposable: disposable not set. Chapter 6 explains the state machine.")
            }
            disposable.dispose()
            self.disposable = nil
        }
    }
    // snippet:end single-assignment-set
}
