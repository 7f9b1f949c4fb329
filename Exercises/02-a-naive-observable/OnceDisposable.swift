// Exercise 02.2 — a disposable that runs once. Check it with `swift run exercises 02.2`.
//
// `OnceDisposable` runs its action the first time `dispose()` is called, and never again:
// not on a second `dispose()`, and not when the action itself calls `dispose()` (that
// happens in real code: a cleanup that ends the subscription it belongs to).
// `isDisposed` is `true` from the first `dispose()` on. Releasing a disposable is not
// disposing it: one that goes away without `dispose()` runs nothing. Once the action has run,
// the disposable lets go of it, so that what the action captured can be freed: a disposable
// may live on in a bag long after it ran.
//
// Read: Chapters/02-a-naive-observable/README.md#disposables
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
        // Write this method: for now it does nothing at all.
    }
}
