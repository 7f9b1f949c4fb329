// Reference solution for exercise 15.1 — map and filter fused into one operator, with
// Producer and Sink, on the element path. Try the exercise first.
@_spi(Operators) import ProductionRx

extension ObservableType {
    /// Transforms each element with `transform` and forwards the results `isIncluded` accepts:
    /// `map(transform).filter(isIncluded)` in one operator.
    ///
    /// - parameter transform: A transform function to apply to each source element.
    /// - parameter isIncluded: A function to test each transformed element.
    /// - returns: An observable sequence of the transformed elements that pass the test.
    public func mapAndFilter<Result>(
        _ transform: @escaping (Element) throws -> Result,
        where isIncluded: @escaping (Result) throws -> Bool
    ) -> Observable<Result> {
        MapAndFilter(source: asObservable(), transform: transform, isIncluded: isIncluded)
    }
}

/// One subscription of `mapAndFilter`: transforms and tests each element in one sink.
final class MapAndFilterSink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceType

    private let transform: (SourceType) throws -> Observer.Element
    private let isIncluded: (Observer.Element) throws -> Bool

    init(
        transform: @escaping (SourceType) throws -> Observer.Element,
        isIncluded: @escaping (Observer.Element) throws -> Bool,
        observer: Observer,
        cancel: Cancelable
    ) {
        self.transform = transform
        self.isIncluded = isIncluded
        super.init(observer: observer, cancel: cancel)
    }

    /// An element, on the element path: no `Event` is built for it, coming in or going out.
    func onNext(_ element: SourceType) {
        let result: Observer.Element
        do {
            result = try transform(element)
            guard try isIncluded(result) else { return }
        } catch {
            // Either closure threw: the sequence ends with its error, and the sink stops.
            forwardError(error)
            dispose()
            return
        }
        forwardNext(result)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `mapAndFilter` returns: one `MapAndFilterSink` per subscription.
final class MapAndFilter<SourceType, ResultType>: Producer<ResultType> {
    private let source: Observable<SourceType>
    private let transform: (SourceType) throws -> ResultType
    private let isIncluded: (ResultType) throws -> Bool

    init(
        source: Observable<SourceType>,
        transform: @escaping (SourceType) throws -> ResultType,
        isIncluded: @escaping (ResultType) throws -> Bool
    ) {
        self.source = source
        self.transform = transform
        self.isIncluded = isIncluded
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = MapAndFilterSink(transform: transform, isIncluded: isIncluded, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
