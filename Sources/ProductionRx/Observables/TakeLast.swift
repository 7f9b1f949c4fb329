// `takeLast(_ count:)`: the last `count` elements, sent when the source completes. It
// buffers, so its elements arrive late. Built like `map` (chapter 5).

extension ObservableType {
    /// Sends the last `count` elements of the source, all at once when it completes, then
    /// completes.
    ///
    /// It keeps the latest `count` elements as they come and sends them only at the end, so
    /// they arrive late. An error drops them and is sent alone. A negative `count` is a
    /// programming error and stops the process.
    ///
    /// - seealso: [takeLast operator on reactivex.io](http://reactivex.io/documentation/operators/takelast.html)
    /// - parameter count: How many of the last elements to send.
    /// - returns: The source's last `count` elements (fewer if it sent fewer).
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

/// One subscription of `takeLast(_:)`: keeps a window of the latest elements.
private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let count: Int
    /// The latest `count` elements, oldest first.
    private var kept: Queue<Element>

    init(count: Int, observer: Observer, cancel: Cancelable) {
        self.count = count
        kept = Queue(capacity: count + 1)
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            kept.enqueue(element)
            if kept.count > count {
                _ = kept.dequeue()
            }
        case .error:
            end(event)
        case .completed:
            for element in kept.elements {
                forwardOn(.next(element))
            }
            end(.completed)
        }
    }
}

/// The observable `takeLast(_:)` returns.
private final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        if count < 0 {
            rxFatalError(
                "takeLast: count can't be negative (it was \(count)). RxSwift stops here too; chapter 5 (Chapters/05-the-shape-of-production-rx) explains how operators are built."
            )
        }
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
