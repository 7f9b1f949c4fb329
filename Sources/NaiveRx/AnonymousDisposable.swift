// A disposable made from a closure. Chapter 2.

// snippet:begin anonymous-disposable
/// A disposable that runs a closure when disposed.
///
/// Naive on purpose: it runs the closure every time `dispose()` is called.
/// (ProductionRx's version runs it once; chapter 6 shows why that matters.)
public final class AnonymousDisposable: Disposable {
    private let disposeAction: () -> Void

    /// Creates a disposable that calls `disposeAction` on `dispose()`.
    public init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
        Resources.incrementTotal()
    }

    /// Runs the closure.
    public func dispose() {
        disposeAction()
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end anonymous-disposable
