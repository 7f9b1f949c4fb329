// `Observable.error`: a sequence that fails at once. Chapter 5.

extension ObservableType {
    /// A sequence that sends `error` during `subscribe` and nothing else.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

/// The observable `error(_:)` returns.
private final class ErrorProducer<Element>: Producer<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
