// `filter`: lets through the elements a predicate accepts. Built like `map` (chapter 5):
// the public extension, the sink, the producer.

extension ObservableType {
    /// Filters the elements of an observable sequence based on a predicate.
    ///
    /// If `predicate` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    /// - parameter predicate: A function to test each source element for a condition.
    /// - returns: An observable sequence that contains elements from the input sequence that
    ///   satisfy the condition.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

/// One subscription of `filter`: forwards the elements `predicate` accepts, and the end.
private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Predicate = (Element) throws -> Bool
    typealias Element = Observer.Element

    private let predicate: Predicate

    init(predicate: @escaping Predicate, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // snippet:begin workbook-filter-sink-on
        switch event {
        case .next(let value):
            do {
                let satisfies = try predicate(value)
                if satisfies {
                    forwardOn(.next(value))
                }
            } catch let error {
                forwardOn(.error(error))
                dispose()
            }
        case .completed, .error:
            forwardOn(event)
            dispose()
        }
        // snippet:end workbook-filter-sink-on
    }
}

extension FilterSink {
    /// `on(.next(element))` without an `Event`: the path elements take from one sink to the
    /// next (chapter 15).
    func onNext(_ element: Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            }
        } catch let error {
            forwardError(error)
            dispose()
        }
    }
}

/// The observable `filter` returns: one `FilterSink` per subscription, subscribed to the source.
private final class Filter<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    private let predicate: Predicate

    init(source: Observable<Element>, predicate: @escaping Predicate) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
