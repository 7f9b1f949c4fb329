// `take(_ count:)`: the first `count` elements, then completion and an early goodbye to the
// source. Built like `map` (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Sends the first `count` elements, then completes.
    ///
    /// After the last element it completes and disposes its subscription to the source at
    /// once. `take(0)` is `empty()`: it completes without subscribing to the source. A
    /// negative `count` is a programming error and stops the process.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter count: How many elements to send.
    /// - returns: The source's first `count` elements (fewer if it ends first).
    public func take(_ count: Int) -> Observable<Element> {
        guard count != 0 else {
            return Observable.empty()
        }
        return TakeCount(source: asObservable(), count: count)
    }
}

/// One subscription of `take(_:)`: counts down, and completes when the count reaches zero.
private final class TakeCountSink<Observer: ObserverType>: ElementSink<Observer.Element, Observer> {
    /// How many elements may still pass. Only `next` touches it, one element at a time (the
    /// Rx grammar): no run-time exclusivity check is needed (chapter 15).
    @exclusivity(unchecked) private var left: Int

    init(count: Int, observer: Observer, cancel: Cancelable) {
        left = count
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Observer.Element) {
        guard left > 0 else {
            return
        }
        left -= 1
        forwardNext(element)
        if left == 0 {
            // Completing here, not when the source does, is what stops an endless source:
            // ending disposes the subscription to it.
            completed()
        }
    }
}

/// The observable `take(_:)` returns for a positive count.
private final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 {
            // RxSwift stops too (`RxSwift/Observables/Take.swift`).
            rxFatalError(
                "take: count can't be negative (it was \(count)). RxSwift stops here too; chapter 5 (Chapters/05-the-shape-of-production-rx) explains how operators are built."
            )
        }
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeCountSink(count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
