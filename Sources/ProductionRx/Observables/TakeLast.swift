// `takeLast(_ count:)`: the last `count` elements, sent when the source completes. It
// buffers, so its elements arrive late. Built like `map` (chapter 5).

extension ObservableType {
    /// Returns a specified number of contiguous elements from the end of an observable
    /// sequence.
    ///
    /// This operator accumulates a buffer with a length enough to store elements count
    /// elements. Upon completion of the source sequence, this buffer is drained on the result
    /// sequence. This causes the elements to be delayed. An error drops the buffer. A negative
    /// `count` is a programming error and stops the process.
    ///
    /// - seealso: [takeLast operator on reactivex.io](http://reactivex.io/documentation/operators/takelast.html)
    /// - parameter count: Number of elements to take from the end of the source sequence.
    /// - returns: An observable sequence containing the specified number of elements from the
    ///   end of the source sequence.
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

/// One subscription of `takeLast(_:)`: keeps the newest `count` elements in a queue and sends
/// them on completion.
private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeLast<Element>

    private let parent: Parent

    private var elements: Queue<Element>

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        elements = Queue<Element>(capacity: parent.count + 1)
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            elements.enqueue(value)
            if elements.count > parent.count {
                _ = elements.dequeue()
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            while let element = elements.dequeue() {
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The observable `takeLast(_:)` returns.
private final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    fileprivate let count: Int

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
        let sink = TakeLastSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
