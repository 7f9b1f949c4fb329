// `element(at:)`: only the element at an index, or `RxError.argumentOutOfRange` when the
// source ends too early. Built like `map` (chapter 5).

extension ObservableType {
    /// Returns a sequence emitting only element _n_ emitted by an Observable.
    ///
    /// After that element it completes and disposes its subscription to the source. If the
    /// source completes first, the sequence fails with `RxError.argumentOutOfRange`. A
    /// negative `index` is a programming error and stops the process.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    /// - parameter index: The index of the required element (starting from 0).
    /// - returns: An observable sequence that emits the desired element as its own sole
    ///   emission.
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index, throwOnEmpty: true)
    }

    /// Returns a sequence emitting only element _n_ emitted by an Observable.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    /// - parameter index: The index of the required element (starting from 0).
    /// - returns: An observable sequence that emits the desired element as its own sole
    ///   emission.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

/// One subscription of `element(at:)`: counts down to the wanted element.
private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias SourceType = Observer.Element
    typealias Parent = ElementAt<SourceType>

    private let parent: Parent
    private var remaining: Int

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        remaining = parent.index
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
            }

            // RxSwift's `decrementChecked`: a count at `Int.min` fails instead of trapping.
            if remaining == Int.min {
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            remaining -= 1
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            if parent.throwOnEmpty {
                forwardOn(.error(RxError.argumentOutOfRange))
            } else {
                forwardOn(.completed)
            }

            dispose()
        }
    }
}

/// The observable `element(at:)` returns.
private final class ElementAt<SourceType>: Producer<SourceType> {
    private let source: Observable<SourceType>
    fileprivate let throwOnEmpty: Bool
    fileprivate let index: Int

    init(source: Observable<SourceType>, index: Int, throwOnEmpty: Bool) {
        if index < 0 {
            rxFatalError(
                "element(at:): index can't be negative (it was \(index)). RxSwift stops here too; chapter 5 (Chapters/05-the-shape-of-production-rx) explains how operators are built."
            )
        }

        self.source = source
        self.index = index
        self.throwOnEmpty = throwOnEmpty
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceType {
        let sink = ElementAtSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
