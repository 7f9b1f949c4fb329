// `asSingle()`: an Observable checked to send exactly one element. Chapter 11.

extension ObservableType {
    /// The sequence as a `Single`: its one element, or an error.
    ///
    /// Fails with `RxError.noElements` if the source completes without an element, and with
    /// `RxError.moreThanOneElement` as soon as a second element arrives.
    ///
    /// - returns: A `Single` of the source's only element.
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
    }
}

// snippet:begin as-single-sink
/// One subscription of `asSingle()`: it holds the first element back until completion proves
/// it was the only one.
private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// The first element, held until the source completes.
    private var held: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        // snippet:begin workbook-as-single-sink-on
        switch event {
        case .next(let element):
            guard held == nil else {
                // A second element: the promise is broken, whatever comes after.
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            held = element
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            guard let held else {
                forwardOn(.error(RxError.noElements))
                dispose()
                return
            }
            forwardOn(.next(held))
            forwardOn(.completed)
            dispose()
        }
        // snippet:end workbook-as-single-sink-on
    }
}
// snippet:end as-single-sink

/// The producer `asSingle()` wraps.
private final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
