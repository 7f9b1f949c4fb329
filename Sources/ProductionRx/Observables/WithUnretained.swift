// `withUnretained(_:)`: pairs each element with an object held weakly, and completes once the
// object is gone. Chapter 6 ("withUnretained: the fix as an operator"). RxSwift builds it from
// `map` and `catch` (`RxSwift/Observables/WithUnretained.swift`); here it is one sink, with the same events.

// snippet:begin with-unretained-extension
extension ObservableType {
    /// Combines each element with `obj`, held weakly and handed over as a plain (not
    /// implicitly unwrapped) reference, through `resultSelector`.
    ///
    /// `obj` is held weakly. For each element, if `obj` is still alive, `resultSelector` gets
    /// it and the element; if it is gone, the sequence completes instead (and disposes the
    /// source). It completes only when the next element arrives, not when `obj` is freed.
    ///
    /// - parameter obj: The object to hand over with each element, while it lives.
    /// - parameter resultSelector: Makes the element to send from `obj` and an element.
    /// - returns: What `resultSelector` makes, until `obj` is gone.
    @preconcurrency public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `obj`, held weakly and handed over as a plain (not implicitly
    /// unwrapped) reference.
    ///
    /// `obj` is held weakly; once it is gone, the next element completes the sequence.
    ///
    /// - parameter obj: The object to hand over with each element, while it lives.
    /// - returns: `(obj, element)` pairs, until `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
// snippet:end with-unretained-extension

// snippet:begin with-unretained-sink
/// One subscription of `withUnretained`: each element with the object, while it lives.
private final class WithUnretainedSink<Object: AnyObject, SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceType
    typealias ResultSelector = (Object, SourceType) -> Observer.Element

    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(object: Object?, resultSelector: @escaping ResultSelector, observer: Observer, cancel: Cancelable) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            guard let object else {
                // The object is gone: nobody is left to receive the elements.
                forwardOn(.completed)
                dispose()
                return
            }
            forwardOn(.next(resultSelector(object, element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
// snippet:end with-unretained-sink

/// The observable `withUnretained` returns; it holds the object weakly too.
private final class WithUnretained<Object: AnyObject, SourceType, ResultType>: Producer<ResultType> {
    typealias ResultSelector = (Object, SourceType) -> ResultType

    private let source: Observable<SourceType>
    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(source: Observable<SourceType>, object: Object, resultSelector: @escaping ResultSelector) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        // `object` may already be gone: then the first element completes the sequence, as
        // RxSwift's `map` failing and `catch` turning the failure into completion do.
        let sink = WithUnretainedSink(object: object, resultSelector: resultSelector, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
