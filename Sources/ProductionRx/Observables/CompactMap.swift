// `compactMap`: `map` that drops the `nil` results. Built like `map` (chapter 5): the public
// extension, the sink, the producer.

extension ObservableType {
    /// Transforms each element and keeps only the results that are not `nil`.
    ///
    /// If `transform` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    /// - parameter transform: Turns an element into a result, or into `nil` to drop it.
    /// - returns: The sequence of the non-`nil` results.
    @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

/// One subscription of `compactMap`: `map` that lets only the non-`nil` results of
/// `transform` down. The source's error or completion, or an error `transform` throws, ends
/// the subscription.
private final class CompactMapSink<SourceType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceType

    private let transform: (SourceType) throws -> Observer.Element?

    init(transform: @escaping (SourceType) throws -> Observer.Element?, observer: Observer, cancel: Cancelable) {
        self.transform = transform
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case .next(let element):
            let transformed: Observer.Element?
            do {
                transformed = try transform(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            // `nil` is dropped: the subscription goes on, waiting for the next element.
            if let transformed {
                forwardOn(.next(transformed))
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

extension CompactMapSink {
    /// `on(.next(element))` without an `Event`, as `map`'s sink has it (chapter 15).
    func onNext(_ element: SourceType) {
        let transformed: Observer.Element?
        do {
            transformed = try transform(element)
        } catch {
            forwardError(error)
            dispose()
            return
        }
        if let transformed {
            forwardNext(transformed)
        }
    }
}

/// The observable `compactMap` returns: the source and the transform, and a
/// `CompactMapSink` for each subscription.
private final class CompactMap<SourceType, ResultType>: Producer<ResultType> {
    private let source: Observable<SourceType>
    private let transform: (SourceType) throws -> ResultType?

    init(source: Observable<SourceType>, transform: @escaping (SourceType) throws -> ResultType?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ResultType {
        let sink = CompactMapSink(transform: transform, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
