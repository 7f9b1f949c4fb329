// `asMaybe()`: an Observable checked to send at most one element. Chapter 12.

extension ObservableType {
    /// The sequence as a `Maybe`: its one element, no element, or an error.
    ///
    /// Fails with `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    /// - returns: A `Maybe` of the source's element, if any.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

// snippet:begin as-maybe-sink
/// Holds the first element until completion proves it was the only one.
private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var element: Event<Element>?

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
            }
            element = event
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(element)
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
// snippet:end as-maybe-sink

/// The producer `asMaybe()` wraps.
private final class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
