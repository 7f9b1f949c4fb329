// `take(_ count:)`: the first `count` elements, then completion and an early goodbye to the
// source. Built like `map` (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Returns a specified number of contiguous elements from the start of an observable
    /// sequence.
    ///
    /// After the last element it completes and disposes its subscription to the source at
    /// once. `take(0)` is `empty()`: it completes without subscribing to the source. A
    /// negative `count` is a programming error and stops the process.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter count: The number of elements to return.
    /// - returns: An observable sequence that contains the specified number of elements from
    ///   the start of the input sequence.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 {
            return Observable.empty()
        } else {
            return TakeCount(source: asObservable(), count: count)
        }
    }
}

/// One subscription of `take(_:)`: counts down, and completes when the count reaches zero.
private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeCount<Element>

    private var remaining: Int

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        remaining = parent.count
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if remaining > 0 {
                remaining -= 1

                forwardOn(.next(value))

                if remaining == 0 {
                    // Completing here, not when the source does, is what stops an endless
                    // source: `dispose()` disposes the subscription to it.
                    forwardOn(.completed)
                    dispose()
                }
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

/// The observable `take(_:)` returns for a positive count.
private final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 {
            rxFatalError(
                "take: count can't be negative (it was \(count)). RxSwift stops here too; chapter 5 (Chapters/05-the-shape-of-production-rx) explains how operators are built."
            )
        }
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
