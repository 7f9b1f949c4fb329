// Workbook step 4, Observable with Sink: your copy of Sources/NaiveRx/Observable.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 4`.

// The article's Observable, refactored onto Sink. Chapter 3.

// snippet:begin observable
/// A sequence made from a subscribe closure. Every subscription gets its own `Sink`,
/// which keeps the grammar: nothing is forwarded after a terminal event or after dispose.
public final class Observable<Element>: ObservableType {
    private let subscribeHandler: (Observer<Element>) -> Disposable

    /// Creates an observable whose subscriptions run `subscribeHandler`.
    public init(_ subscribeHandler: @escaping (Observer<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        Resources.incrementTotal()
    }

    /// Runs a new `Sink` for `observer` and returns it as the subscription.
    public func subscribe<O: ObserverType>(_ observer: O) -> Disposable where O.Element == Element {
        // snippet:begin workbook-observable-subscribe
        // Step 4: give this subscription a Sink of its own, run it, and return it.
        return Disposables.create()
        // snippet:end workbook-observable-subscribe
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end observable
