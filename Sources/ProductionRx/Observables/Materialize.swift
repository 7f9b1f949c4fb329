// `materialize`: turn each event of a sequence into an element, so that an error or the
// completion can be handled as data. Chapter 5.

extension ObservableType {
    /// Turns every event into an element: the sequence of the source's events.
    ///
    /// Each event of the source, terminal ones included, becomes a `.next` element; after the
    /// source's terminal event the result completes.
    ///
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    /// - returns: The source's events, as elements. It never fails; it completes after the
    ///   element that carries the source's end.
    public func materialize() -> Observable<Event<Element>> {
        Materialize(source: asObservable())
    }
}

/// One subscription of `materialize`: every event goes down as an element, the source's end
/// too; after that one, the result completes. It never fails.
private final class MaterializeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Event<Element> {
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(.next(event))
        case .error, .completed:
            // The source's error is data here, like its completion: one last element.
            forwardOn(.next(event))
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `materialize` returns.
private final class Materialize<SourceElement>: Producer<Event<SourceElement>> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MaterializeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
