// Workbook step 14, AsSingleSink: your copy of Sources/ProductionRx/Traits/AsSingle.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 14`.

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
        // Step 14: keep the first element in `held`; a second one fails with
        // `RxError.moreThanOneElement`. On completion, send the element and complete,
        // or fail with `RxError.noElements`. Pass an error on. Every end disposes.
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
