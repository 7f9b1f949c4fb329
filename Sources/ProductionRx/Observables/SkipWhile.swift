// `skip(while:)`: drops elements while a predicate holds, then lets everything through.
// Built like `map` (chapter 5): the public extension, the sink, the producer.

extension ObservableType {
    /// Drops elements as long as `predicate` holds for them, and sends the first element for
    /// which it does not and every element after it.
    ///
    /// Once an element fails the test, the predicate is not called again. If `predicate`
    /// throws, the error is sent and the subscription ends.
    ///
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    /// - parameter predicate: Says, element by element, whether to keep dropping.
    /// - returns: The source's elements from the first one that fails `predicate` on.
    @preconcurrency public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// Drops elements as long as `predicate` holds for them. The name before RxSwift 6; use
    /// `skip(while:)`.
    ///
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    /// - parameter predicate: Says, element by element, whether to keep dropping.
    /// - returns: The source's elements from the first one that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    @preconcurrency public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

/// One subscription of `skip(while:)`: tests elements until one fails, then forwards all.
private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let predicate: (Element) throws -> Bool
    /// `true` once an element failed the predicate: from then on everything passes untested.
    private var passing = false

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            end(event)
            return
        }
        if !passing {
            do {
                passing = try !predicate(element)
            } catch {
                end(.error(error))
                return
            }
        }
        if passing {
            forwardOn(event)
        }
    }
}

/// The observable `skip(while:)` returns.
private final class SkipWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
