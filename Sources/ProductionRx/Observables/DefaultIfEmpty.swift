// `ifEmpty(default:)`: send one element of our choice when the source completes without
// any. Chapter 5.

extension ObservableType {
    /// The source's elements; or, if it completes without one, `default` just before the
    /// completion.
    ///
    /// - seealso: [DefaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    /// - parameter default: The element that stands in for an empty source.
    /// - returns: The source's elements, or `default`.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), default: `default`)
    }
}

/// One subscription of `ifEmpty(default:)`: the source's elements pass as they are. If it
/// completes without having sent one, `fallback` goes down just before the completion.
private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let fallback: Observer.Element
    private var sawElement = false

    init(fallback: Observer.Element, observer: Observer, cancel: Cancelable) {
        self.fallback = fallback
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            sawElement = true
            forwardOn(event)
        case .error, .completed:
            // An error is not emptiness: only a completion brings the fallback.
            if event.isCompleted && !sawElement {
                forwardOn(.next(fallback))
            }
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable `ifEmpty(default:)` returns: the source, and the element that stands in
/// for an empty one.
private final class DefaultIfEmpty<SourceType>: Producer<SourceType> {
    private let source: Observable<SourceType>
    private let fallback: SourceType

    init(source: Observable<SourceType>, default fallback: SourceType) {
        self.source = source
        self.fallback = fallback
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == SourceType {
        let sink = DefaultIfEmptySink(fallback: fallback, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
