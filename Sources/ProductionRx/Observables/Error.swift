// `Observable.error`: a sequence that fails at once. Chapter 5.

extension ObservableType {
    /// A sequence that sends `error` during `subscribe` and nothing else.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }
}

/// The observable `error(_:)` returns. It needs no sink: `subscribe` hands the error to the
/// observer at once, and leaves nothing to dispose.
private final class ErrorProducer<Element>: Producer<Element> {
    private let failure: Swift.Error

    init(error: Swift.Error) {
        failure = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(failure))
        return Disposables.create()
    }
}
