// Workbook step 1, AnonymousDisposable: your copy of Sources/NaiveRx/AnonymousDisposable.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 1`.

// A disposable made from a closure. Chapter 2.

// snippet:begin anonymous-disposable
/// A disposable that runs a closure when disposed.
///
/// Naive on purpose: it runs the closure every time `dispose()` is called.
/// (ProductionRx's version runs it once; chapter 6 shows why that matters.)
public final class AnonymousDisposable: Disposable {
    // snippet:begin workbook-anonymous-disposable-state
    // Step 1: what does this disposable need to keep?
    // snippet:end workbook-anonymous-disposable-state

    /// Creates a disposable that calls `disposeAction` on `dispose()`.
    public init(_ disposeAction: @escaping () -> Void) {
        // snippet:begin workbook-anonymous-disposable-init
        // Step 1: keep `disposeAction`.
        // snippet:end workbook-anonymous-disposable-init
        Resources.incrementTotal()
    }

    /// Runs the closure.
    public func dispose() {
        // snippet:begin workbook-anonymous-disposable-dispose
        // Step 1: run the closure (every time: NaiveRx is naive on purpose).
        // snippet:end workbook-anonymous-disposable-dispose
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end anonymous-disposable
