// `element(at:)`: only the element at an index, or `RxError.argumentOutOfRange` when the
// source ends too early. Built like `map` (chapter 5).

extension ObservableType {
    /// Only the element at `index` (counting from 0), then completion.
    ///
    /// After that element it completes and disposes its subscription to the source. If the
    /// source completes first, the sequence fails with `RxError.argumentOutOfRange`. A
    /// negative `index` is a programming error and stops the process.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    /// - parameter index: Which element, counting from 0.
    /// - returns: A sequence of that one element.
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index)
    }

    /// RxSwift 5's name for `element(at:)`: only the element at `index`, then completion.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    /// - parameter index: Which element, counting from 0.
    /// - returns: A sequence of that one element.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// One subscription of `element(at:)`: it lets the elements before the wanted one go by,
/// then sends that one and completes. A source that ends first fails the result with
/// `RxError.argumentOutOfRange`.
private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// How many elements still go by before the wanted one. Never below 0: once it is 0 the
    /// next element ends the subscription.
    private var toSkip: Int

    init(index: Int, observer: Observer, cancel: Cancelable) {
        toSkip = index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next where toSkip > 0:
            toSkip -= 1
        case .next:
            forwardOn(event)
            forwardOn(.completed)
            dispose()
        case .error, .completed:
            // An error passes as it is; a completion means the source ran out before the
            // index.
            forwardOn(event.isCompleted ? .error(RxError.argumentOutOfRange) : event)
            dispose()
        }
    }
}

/// The observable `element(at:)` returns.
private final class ElementAt<SourceType>: Producer<SourceType> {
    private let source: Observable<SourceType>
    private let index: Int

    init(source: Observable<SourceType>, index: Int) {
        guard index >= 0 else {
            rxFatalError(
                "element(at:): index can't be negative (it was \(index)). RxSwift stops here too; chapter 5 (Chapters/05-the-shape-of-production-rx) explains how operators are built."
            )
        }
        self.source = source
        self.index = index
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceType {
        let sink = ElementAtSink(index: index, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
