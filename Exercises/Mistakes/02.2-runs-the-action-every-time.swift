// Mistake: marks itself disposed but never looks at the mark, so every dispose runs the action again.
// Caught by: does not run the action again on a second dispose
import NaiveRx

/// A disposable that runs its action at most once.
public final class OnceDisposable: Disposable {
    private let action: () -> Void

    /// Whether `dispose()` has been called.
    public private(set) var isDisposed = false

    /// Creates a disposable that runs `action` on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the action, the first time only.
    public func dispose() {
        isDisposed = true
        action()
    }
}
