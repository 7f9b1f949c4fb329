// `toArray()`: every element, as one array, once the source completes. Chapter 11.

// snippet:begin to-array
extension ObservableType {
    /// Collects every element and, when the source completes, sends them as one array.
    ///
    /// As in RxSwift 6 the result is a `Single`: exactly one array, or the source's error.
    ///
    /// - seealso: [to operator on reactivex.io](http://reactivex.io/documentation/operators/to.html)
    /// - returns: A `Single` of all the elements.
    public func toArray() -> Single<[Element]> {
        PrimitiveSequence(raw: ToArray(source: asObservable()))
    }
}
// snippet:end to-array

/// Appends each element; sends the array on completion.
private final class ToArraySink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceType] {
    private var collected: [SourceType] = []

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            collected.append(element)
        case .error(let error):
            end(.error(error))
        case .completed:
            forwardOn(.next(collected))
            end(.completed)
        }
    }
}

/// The producer `toArray()` wraps.
private final class ToArray<SourceType>: Producer<[SourceType]> {
    private let source: Observable<SourceType>

    init(source: Observable<SourceType>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == [SourceType] {
        let sink = ToArraySink<SourceType, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
