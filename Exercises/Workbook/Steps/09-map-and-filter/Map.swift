// Workbook step 9, MapSink and FilterSink: your copy of Sources/ProductionRx/Observables/Map.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 9`.

// `map`: the first operator, rebuilt as RxSwift builds every operator
// (`RxSwift/Observables/Map.swift`): the public extension,
// the sink with its `on(_:)`, the producer that wires them. Chapter 5.

// snippet:begin map-extension
extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// If `transform` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Turns one element into one result.
    /// - returns: The sequence of the results.
    @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// snippet:end map-extension

// snippet:begin map-sink
/// One subscription of `map`: every element goes through `transform` on its way down. The
/// source's error or completion, or an error `transform` throws, ends the subscription.
private final class MapSink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceType

    private let transform: (SourceType) throws -> Observer.Element

    init(transform: @escaping (SourceType) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        // snippet:begin workbook-map-sink-on
        // Step 9: forward each element, transformed; a thrown error and the source's end
        // are forwarded too, and end this subscription.
        // snippet:end workbook-map-sink-on
    }
}
// snippet:end map-sink

// snippet:begin map-sink-on-next
extension MapSink {
    /// `on(.next(element))` without an `Event`: the path elements take from one sink to the
    /// next (chapter 15).
    func onNext(_ element: SourceType) {
        // snippet:begin workbook-map-sink-on-next
        // Not this step's: chapter 15's element path, a way around `Event`. Until you get
        // there, this goes through your code.
        on(.next(element))
        // snippet:end workbook-map-sink-on-next
    }
}
// snippet:end map-sink-on-next

// snippet:begin map-producer
/// The observable `map` returns. It keeps what every subscription needs; `run` gives each
/// subscription a `MapSink` of its own and subscribes it to the source.
final class Map<SourceType, ResultType>: Producer<ResultType> {
    private let source: Observable<SourceType>
    private let transform: (SourceType) throws -> ResultType

    init(source: Observable<SourceType>, transform: @escaping (SourceType) throws -> ResultType) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        // Subscribed before the tuple is built: `return (sink, source.subscribe(sink))` would
        // retain and release the sink once more per subscription (`count-instructions.sh
        // 2000 mapFilter`: 57,292 instructions a mapFilterCreating subscription that way,
        // 56,694 this way).
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
// snippet:end map-producer
