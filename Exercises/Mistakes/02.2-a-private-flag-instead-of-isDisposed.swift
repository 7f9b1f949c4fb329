// Mistake: guards the action with a flag of its own and leaves isDisposed false for ever.
// Caught by: runs the action on dispose
import NaiveRx

/// A disposable that runs its action at most once.
public final class OnceDisposable: Disposable {
    private let action: () -> Void
    private var hasRun = false

    /// Whether `dispose()` has been called.
    public private(set) var isDisposed = false

    /// Creates a disposable that runs `action` on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the action, the first time only.
    public func dispose() {
        if hasRun { return }
        hasRun = true
        action()
    }
}
