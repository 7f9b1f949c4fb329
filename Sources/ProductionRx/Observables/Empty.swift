// `Observable.empty`: completion and nothing else. Chapter 5.

extension ObservableType {
    /// A sequence that sends `completed` during `subscribe` and no element.
    public static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }
}

/// The observable `empty()` returns.
private final class EmptyProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}
