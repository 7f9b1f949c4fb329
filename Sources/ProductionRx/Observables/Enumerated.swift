// `enumerated`: each element paired with its index. Built like `map` (chapter 5): the public
// extension, the sink, the producer.

extension ObservableType {
    /// Pairs each element with its position in the sequence.
    ///
    /// Indexes start at 0 for each subscription. Should the index overflow, the sequence
    /// fails with `RxError.overflow`.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - returns: The sequence of `(index, element)` pairs.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

/// One subscription of `enumerated`: it numbers the elements as they pass, from 0.
private final class EnumeratedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == (index: Int, element: Element) {
    /// The index the next element gets.
    private var nextIndex = 0

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let index: Int
            do {
                index = try incrementChecked(&nextIndex)
            } catch {
                // More elements than an `Int` can number: `RxError.overflow`.
                forwardOn(.error(error))
                dispose()
                return
            }
            forwardOn(.next((index: index, element: element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `enumerated` returns.
private final class Enumerated<Element>: Producer<(index: Int, element: Element)> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == (index: Int, element: Element) {
        let sink = EnumeratedSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
