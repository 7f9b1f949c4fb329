// `ifEmpty(switchTo:)`: continue with another sequence when the source completes without
// any element. Chapter 5.

extension ObservableType {
    /// Sends the source's events, or, if the source completes without an element, the events
    /// of `other` instead.
    ///
    /// `other` is subscribed only when the source completes without having sent an element;
    /// an error of the source is sent as it is.
    ///
    /// - seealso: [DefaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    /// - parameter other: The sequence that stands in for an empty source.
    /// - returns: The source's events, or `other`'s when the source was empty.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), fallback: other)
    }
}

/// One subscription of `ifEmpty(switchTo:)`. It observes the source and then, if the source
/// completed empty, the fallback too: one after the other, never both at once.
private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let fallback: Observable<Element>
    private let fallbackSubscription = SingleAssignmentDisposable()
    /// `true` until an element arrives.
    private var nothingSent = true
    /// Set when the fallback is subscribed: from then on its completion is the end.
    private var onFallback = false

    init(fallback: Observable<Element>, observer: Observer, cancel: Cancelable) {
        self.fallback = fallback
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        Disposables.create(source.subscribe(self), fallbackSubscription)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            nothingSent = false
            forwardOn(event)
        case .completed where nothingSent && !onFallback:
            // The source was empty: the fallback takes over.
            onFallback = true
            fallbackSubscription.setDisposable(fallback.subscribe(self))
        case .error, .completed:
            end(event)
        }
    }
}

/// The observable `ifEmpty(switchTo:)` returns.
private final class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let fallback: Observable<Element>

    init(source: Observable<Element>, fallback: Observable<Element>) {
        self.source = source
        self.fallback = fallback
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SwitchIfEmptySink(fallback: fallback, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
