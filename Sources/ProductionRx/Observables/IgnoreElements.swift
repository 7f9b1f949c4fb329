// `ignoreElements()`: only the ending of a sequence. Chapter 12.

// snippet:begin ignore-elements
extension ObservableType {
    /// Skips every element and forwards only completion or the error.
    ///
    /// As in RxSwift 6 the result is an `Observable<Never>`: the type says no element can
    /// come. Call `asCompletable()` on it for a `Completable`.
    ///
    /// - seealso: [ignoreElements operator on reactivex.io](http://reactivex.io/documentation/operators/ignoreelements.html)
    /// - returns: A sequence that only ends, the way the source ends.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElements(source: asObservable())
    }

    /// The sequence as a `Completable`: its elements are ignored, its ending is kept.
    ///
    /// - returns: A `Completable` that completes or fails when the source does.
    public func asCompletable() -> Completable {
        Completable(raw: ignoreElements())
    }
}
// snippet:end ignore-elements

extension ObservableType where Element == Never {
    /// The sequence as a `Completable`; it can send no element, so nothing is dropped.
    ///
    /// - returns: A `Completable` wrapping the sequence.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

/// Drops elements, forwards the ending.
private final class IgnoreElementsSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Never {
    typealias Element = SourceElement

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

/// The producer `ignoreElements()` returns.
private final class IgnoreElements<SourceElement>: Producer<Never> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Never {
        let sink = IgnoreElementsSink<SourceElement, Observer>(observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
