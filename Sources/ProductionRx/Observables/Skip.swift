// `skip(_ count:)`: everything after the first `count` elements. Built like `map`
// (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Bypasses a specified number of elements in an observable sequence and then returns the
    /// remaining elements.
    ///
    /// A source with `count` elements or fewer gives a sequence that only completes; a count of
    /// zero or less lets everything through.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter count: The number of elements to skip before returning the remaining elements.
    /// - returns: An observable sequence that contains the elements that occur after the
    ///   specified index in the input sequence.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

/// One subscription of `skip(_:)`: drops elements until the count is used up.
private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SkipCount<Element>

    private var remaining: Int

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        remaining = parent.count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if remaining <= 0 {
                forwardOn(.next(value))
            } else {
                remaining -= 1
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable `skip(_:)` returns.
private final class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
