// `first()`: the first element, or nil if there is none, as a Single. Chapter 11.

// snippet:begin first
extension ObservableType {
    /// The first element, as soon as it arrives (the source is then disposed), or `nil` if
    /// the source completes empty.
    ///
    /// - seealso: [first operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    /// - returns: A `Single` of the first element or `nil`.
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: First(source: asObservable()))
    }
}
// snippet:end first

/// One subscription of `first()`: the first element is the answer, an empty completion
/// answers `nil`, and either way the answer is followed by the end.
private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            answer(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            answer(nil)
        }
    }

    /// A `Single` sends its one element and completes; the source is not needed any more.
    private func answer(_ element: Element?) {
        forwardOn(.next(element))
        forwardOn(.completed)
        dispose()
    }
}

/// The producer `first()` wraps.
private final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
