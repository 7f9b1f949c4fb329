// Reference solution for exercise 05.1 — pairwise, with Producer and Sink. Try the
// exercise first. `@_spi(Operators)` makes Producer and Sink visible (see the starter).
@_spi(Operators) import ProductionRx

extension ObservableType {
    /// Pairs each element with the one before it: `(previous, current)`. The first element
    /// is only remembered, so `n` elements make `n - 1` pairs.
    ///
    /// - returns: An observable sequence of each element paired with the one before it.
    public func pairwise() -> Observable<(Element, Element)> {
        Pairwise(source: asObservable())
    }
}

/// One subscription of `pairwise`: remembers the previous element.
final class PairwiseSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (SourceElement, SourceElement) {
    typealias Element = SourceElement

    // The state lives in the sink: one per subscription, so two subscribers never share it.
    private var previous: SourceElement?

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            // Remember the new element first, then forward: an observer may make the source
            // send again from inside its onNext, and that element must pair with this one.
            let before = previous
            previous = element
            if let before {
                forwardOn(.next((before, element)))
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `pairwise` returns: one `PairwiseSink` per subscription, subscribed to
/// the source.
final class Pairwise<SourceElement>: Producer<(SourceElement, SourceElement)> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (SourceElement, SourceElement) {
        let sink = PairwiseSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
