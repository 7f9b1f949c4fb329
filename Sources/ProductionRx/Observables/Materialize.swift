// `materialize`: turn each event of a sequence into an element, so that an error or the
// completion can be handled as data. Chapter 5.

extension ObservableType {
    /// Convert any Observable into an Observable of its events.
    ///
    /// Each event of the source, terminal ones included, becomes a `.next` element; after the
    /// source's terminal event the result completes.
    ///
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    /// - returns: An observable sequence that wraps events in an Event<E>. The returned
    ///   Observable never errors, but it does complete after observing all of the events of
    ///   the underlying Observable.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

/// One subscription of `materialize`: each event is sent on as an element.
private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        forwardOn(.next(event))
        if event.isStopEvent {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `materialize` returns.
private final class Materialize<T>: Producer<Event<T>> {
    private let source: Observable<T>

    init(source: Observable<T>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MaterializeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
