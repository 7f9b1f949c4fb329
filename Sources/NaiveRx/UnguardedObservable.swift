// The article's first Observable, before Sink: it works, but guards nothing. Chapter 2
// builds it; chapter 3 shows what it lets through and replaces it with `Observable`.

// snippet:begin unguarded-observable
/// The article's first Observable: a subscribe closure, wrapped.
///
/// `subscribe` hands the closure an observer that forwards every event and, on a terminal
/// event, disposes the subscription. Nothing stops a misbehaving closure from sending
/// after `completed`: the events are forwarded anyway (chapter 3).
public final class UnguardedObservable<Element>: ObservableType {
    private let subscribeHandler: (Observer<Element>) -> Disposable

    /// Creates an observable whose subscriptions run `subscribeHandler`.
    public init(_ subscribeHandler: @escaping (Observer<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
        Resources.incrementTotal()
    }

    /// Runs the subscribe closure with an observer that forwards to `observer`.
    public func subscribe<O: ObserverType>(_ observer: O) -> Disposable where O.Element == Element {
        let composite = CompositeDisposable()
        let subscription = subscribeHandler(
            Observer { event in
                observer.on(event)
                if event.isStopEvent {
                    composite.dispose()
                }
            })
        composite.insert(subscription)
        return composite
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end unguarded-observable
