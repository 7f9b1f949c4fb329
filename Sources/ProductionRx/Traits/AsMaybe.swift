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
/// One subscription of `asMaybe()`: it holds the first element back until completion proves
/// it was the only one.
private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// The first element, held until the source completes.
    private var held: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let element):
            guard held == nil else {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            held = element
        case .error, .completed:
            // An error drops the held element. Completion sends it, if there is one, and
            // completes either way: for a Maybe, no element is an answer too.
            if event.isCompleted, let held {
                forwardOn(.next(held))
            }
            forwardOn(event)
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
