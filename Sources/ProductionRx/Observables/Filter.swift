// `filter`: lets through the elements a predicate accepts. Built like `map` (chapter 5):
// the public extension, the sink, the producer.

extension ObservableType {
    /// Lets through only the elements `predicate` accepts.
    ///
    /// If `predicate` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    /// - parameter predicate: Says, for each element, whether it goes through.
    /// - returns: The accepted elements, in their order.
    @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

/// One subscription of `filter`: an element goes down only when `predicate` accepts it. The
/// source's error or completion, or an error `predicate` throws, ends the subscription.
private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        // snippet:begin workbook-filter-sink-on
        switch event {
        case .next(let element):
            let accepted: Bool
            do {
                accepted = try predicate(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if accepted {
                // The element keeps its type, so the event itself goes down.
                forwardOn(event)
            }
        case .error, .completed:
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
        // snippet:begin workbook-filter-sink-on-next
        do {
            guard try predicate(element) else { return }
        } catch {
            forwardError(error)
            dispose()
            return
        }
        forwardNext(element)
        // snippet:end workbook-filter-sink-on-next
    }
}

/// The observable `filter` returns: it keeps the source and the predicate, and `run` gives
/// each subscription a `FilterSink` subscribed to the source.
private final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
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
