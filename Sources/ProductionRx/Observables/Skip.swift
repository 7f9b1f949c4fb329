// `skip(_ count:)`: everything after the first `count` elements. Built like `map`
// (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Drops the first `count` elements and sends every element after them.
    ///
    /// A source with `count` elements or fewer gives a sequence that only completes; a count of
    /// zero or less lets everything through. Errors and completion pass at any time.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter count: How many elements to drop.
    /// - returns: The source's elements from the one after the `count`-th on.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

/// One subscription of `skip(_:)`: drops elements until the count is used up.
private final class SkipCountSink<Observer: ObserverType>: ElementSink<Observer.Element, Observer> {
    /// How many elements are still to be dropped. Only `next` touches it, one element at a
    /// time (the Rx grammar): no run-time exclusivity check is needed (chapter 15).
    @exclusivity(unchecked) private var toDrop: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        toDrop = count
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Observer.Element) {
        if toDrop > 0 {
            toDrop -= 1
        } else {
            forwardNext(element)
        }
    }
}

/// The observable `skip(_:)` returns.
private final class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
