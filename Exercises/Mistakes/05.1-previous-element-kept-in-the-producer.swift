// Mistake: the previous element is kept in the Pairwise producer, which every subscription shares, instead of in the sink.
// Caught by: gives every subscription its own previous element
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

    private let parent: Pairwise<SourceElement>

    init(parent: Pairwise<SourceElement>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let previous = parent.previous {
                forwardOn(.next((previous, element)))
            }
            parent.previous = element
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
    fileprivate var previous: SourceElement?

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (SourceElement, SourceElement) {
        let sink = PairwiseSink<SourceElement, Observer>(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
