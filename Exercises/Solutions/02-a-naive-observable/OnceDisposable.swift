// Reference solution for exercise 02.2 — a disposable that runs once. Try the exercise first.
import NaiveRx

/// A disposable that runs its action at most once.
public final class OnceDisposable: Disposable {
    // Optional: set to nil once it has run, so that what it captured can be freed.
    private var action: (() -> Void)?

    /// Whether `dispose()` has been called.
    public private(set) var isDisposed = false

    /// Creates a disposable that runs `action` on the first `dispose()`.
    public init(_ action: @escaping () -> Void) {
        self.action = action
    }

    /// Runs the action, the first time only.
    public func dispose() {
        if isDisposed { return }
        // Mark first, run second: a `dispose()` from inside the action must find it done.
        isDisposed = true
        let action = self.action
        self.action = nil
        action?()
    }
}
