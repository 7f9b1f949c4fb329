// `scan`: a running accumulation, one result per element. Built like `map` (chapter 5): the
// public extension, the sink, the producer.

extension ObservableType {
    /// Sends, for each element, the value folded so far, changed in place by `accumulator`,
    /// starting from `seed`.
    ///
    /// `reduce` sends only the final value; this sends every step. If `accumulator` throws,
    /// the error is sent and the subscription ends.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The value the fold starts from.
    /// - parameter accumulator: Updates the value so far with the next element.
    /// - returns: A sequence of the folded value after each element.
    @preconcurrency public func scan<A>(into seed: A, accumulator: @escaping @Sendable (inout A, Element) throws -> Void) -> Observable<A> {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Sends, for each element, the value folded so far, starting from `seed`.
    ///
    /// `reduce` sends only the final value; this sends every step. If `accumulator` throws,
    /// the error is sent and the subscription ends.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    /// - parameter seed: The value the fold starts from.
    /// - parameter accumulator: Combines the value so far with the next element.
    /// - returns: A sequence of the folded value after each element.
    @preconcurrency public func scan<A>(_ seed: A, accumulator: @escaping @Sendable (A, Element) throws -> A) -> Observable<A> {
        // The in-place form does the work; this one replaces the value with the new one.
        scan(into: seed) { value, element in
            value = try accumulator(value, element)
        }
    }
}

// snippet:begin scan-sink
/// One subscription of `scan`: keeps the value and sends it after each element.
private final class ScanSink<Element, Observer: ObserverType>: ElementSink<Element, Observer> {
    typealias Accumulate = Observer.Element

    private let accumulator: (inout Accumulate, Element) throws -> Void
    // Only `next` touches it, and elements come one at a time (the Rx grammar), so Swift's
    // run-time exclusivity check, which `inout` would pay on every element, is switched off
    // (chapter 15). ThreadSanitizer still checks.
    @exclusivity(unchecked) private var value: Accumulate

    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void, observer: Observer, cancel: Cancelable) {
        value = seed
        self.accumulator = accumulator
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Element) {
        do {
            try accumulator(&value, element)
        } catch {
            self.error(error)
            return
        }
        forwardNext(value)
    }
}
// snippet:end scan-sink

/// The observable `scan` returns. Each subscription starts again from `seed`.
private final class Scan<Element, Accumulate>: Producer<Accumulate> {
    private let source: Observable<Element>
    private let seed: Accumulate
    private let accumulator: (inout Accumulate, Element) throws -> Void

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Accumulate {
        let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
