// `scan`: a running accumulation, one result per element. Built like `map` (chapter 5): the
// public extension, the sink, the producer.

extension ObservableType {
    /// Applies an accumulator function over an observable sequence and returns each
    /// intermediate result. The specified seed value is used as the initial accumulator value.
    ///
    /// The accumulator changes the value in place. For aggregation behavior with no
    /// intermediate results, see `reduce`. If `accumulator` throws, the error is sent as
    /// `.error` and the subscription ends.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The initial accumulator value.
    /// - parameter accumulator: An accumulator function to be invoked on each element.
    /// - returns: An observable sequence containing the accumulated values.
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Applies an accumulator function over an observable sequence and returns each
    /// intermediate result. The specified seed value is used as the initial accumulator value.
    ///
    /// For aggregation behavior with no intermediate results, see `reduce`. If `accumulator`
    /// throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The initial accumulator value.
    /// - parameter accumulator: An accumulator function to be invoked on each element.
    /// - returns: An observable sequence containing the accumulated values.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Scan(source: asObservable(), seed: seed) { accumulate, element in
            let currentAccumulate = accumulate
            accumulate = try accumulator(currentAccumulate, element)
        }
    }
}

/// One subscription of `scan`: keeps the accumulated value and sends it after each element.
private final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    typealias Parent = Scan<Element, Accumulate>

    private let parent: Parent
    private var accumulate: Accumulate

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        accumulate = parent.seed
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try parent.accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `scan` returns. Each subscription starts again from `seed`.
private final class Scan<Element, Accumulate>: Producer<Accumulate> {
    typealias Accumulator = (inout Accumulate, Element) throws -> Void

    private let source: Observable<Element>
    fileprivate let seed: Accumulate
    fileprivate let accumulator: Accumulator

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
