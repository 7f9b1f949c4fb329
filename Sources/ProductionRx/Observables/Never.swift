// `Observable.never`: a sequence that sends nothing, ever. Chapter 5.

extension ObservableType {
    /// A sequence that sends no event at all.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

/// The observable `never()` returns.
private final class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
