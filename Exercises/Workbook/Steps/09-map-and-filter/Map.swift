// Workbook step 9, MapSink and FilterSink: your copy of Sources/ProductionRx/Observables/Map.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 9`.

// `map`: the first operator, rebuilt as RxSwift builds every operator: the public extension,
// the sink with its `on(_:)`, the producer that wires them. Chapter 5.

// snippet:begin map-extension
extension ObservableType {
    /// Projects each element of the sequence into a new form.
    ///
    /// If `transform` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: A transform function to apply to each source element.
    /// - returns: An observable sequence whose elements are the result of invoking the
    ///   transform function on each element of the source.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}
// snippet:end map-extension

// snippet:begin map-sink
/// One subscription of `map`: transforms each element, forwards errors and completion.
private final class MapSink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Transform = (SourceType) throws -> Observer.Element
    typealias Element = SourceType

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer, cancel: Cancelable) {
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
        do {
            forwardNext(try transform(element))
        } catch let error {
            forwardError(error)
            dispose()
        }
    }
}
// snippet:end map-sink-on-next

// snippet:begin map-producer
/// The observable `map` returns: one `MapSink` per subscription, subscribed to the source.
private final class Map<SourceType, ResultType>: Producer<ResultType> {
    typealias Transform = (SourceType) throws -> ResultType

    private let source: Observable<SourceType>
    private let transform: Transform

    init(source: Observable<SourceType>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
// snippet:end map-producer
