// `reduce`: one accumulated result, sent when the source completes. Built like `map`
// (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Folds every element into one value, starting from `seed`, and sends `mapResult` of
    /// that value, then `completed`, when the source completes.
    ///
    /// Nothing is sent before the source completes; `scan` sends each intermediate value
    /// instead. If `accumulator` or `mapResult` throws, the error is sent and the
    /// subscription ends.
    ///
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    /// - parameter seed: The value the fold starts from.
    /// - parameter accumulator: Combines the value so far with the next element.
    /// - parameter mapResult: Turns the folded value into the element to send.
    /// - returns: A sequence of one element, the mapped result, sent when the source completes.
    @preconcurrency public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A, mapResult: @escaping @Sendable (A) throws -> Result
    ) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds every element into one value, starting from `seed`, and sends that value, then
    /// `completed`, when the source completes.
    ///
    /// Nothing is sent before the source completes; `scan` sends each intermediate value
    /// instead. If `accumulator` throws, the error is sent and the subscription ends.
    ///
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    /// - parameter seed: The value the fold starts from.
    /// - parameter accumulator: Combines the value so far with the next element.
    /// - returns: A sequence of one element, the folded value, sent when the source completes.
    @preconcurrency public func reduce<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A) -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

/// One subscription of `reduce`: accumulates silently, sends the mapped result on completion.
private final class ReduceSink<SourceType, AccumulateType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Fold = Reduce<SourceType, AccumulateType, Observer.Element>

    private let fold: Fold
    /// The value folded so far; starts as the seed.
    private var value: AccumulateType

    init(fold: Fold, observer: Observer, cancel: Cancelable) {
        self.fold = fold
        value = fold.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        do {
            switch event {
            case .next(let element):
                value = try fold.accumulator(value, element)
            case .error(let error):
                end(.error(error))
            case .completed:
                forwardOn(.next(try fold.mapResult(value)))
                end(.completed)
            }
        } catch {
            // From the accumulator or the result's mapping: the fold cannot go on.
            end(.error(error))
        }
    }
}

/// The observable `reduce` returns. Each subscription starts again from `seed`.
private final class Reduce<SourceType, AccumulateType, ResultType>: Producer<ResultType> {
    private let source: Observable<SourceType>
    fileprivate let seed: AccumulateType
    fileprivate let accumulator: (AccumulateType, SourceType) throws -> AccumulateType
    fileprivate let mapResult: (AccumulateType) throws -> ResultType

    init(
        source: Observable<SourceType>, seed: AccumulateType, accumulator: @escaping (AccumulateType, SourceType) throws -> AccumulateType,
        mapResult: @escaping (AccumulateType) throws -> ResultType
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = ReduceSink(fold: self, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
