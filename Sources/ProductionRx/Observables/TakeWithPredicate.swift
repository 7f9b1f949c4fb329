// `take(until:behavior:)` and `take(while:behavior:)`: elements until a predicate matches, or
// as long as it holds (the same sink, the predicate negated). Chapter 5.

extension ObservableType {
    /// Sends the source's elements until one passes `predicate`, then completes.
    ///
    /// With `.inclusive`, the element that passes is sent before the completion; with
    /// `.exclusive` (the default) it is not. If `predicate` throws, the error is sent and the
    /// subscription ends.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter predicate: Says, element by element, whether this one ends the sequence.
    /// - parameter behavior: Whether the element that ends it is sent too.
    /// - returns: The source's elements before the first that passes `predicate`.
    @preconcurrency public func take(until predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element>
    {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Sends the source's elements as long as they pass `predicate`, and completes at the
    /// first that does not.
    ///
    /// With `.inclusive`, the element that fails is sent before the completion; with
    /// `.exclusive` (the default) it is not. If `predicate` throws, the error is sent and the
    /// subscription ends.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: Says, element by element, whether the sequence goes on.
    /// - parameter behavior: Whether the element that ends it is sent too.
    /// - returns: The source's elements before the first that fails `predicate`.
    @preconcurrency public func take(while predicate: @escaping @Sendable (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element>
    {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Sends the source's elements as long as they pass `predicate`. The name before
    /// RxSwift 6; use `take(while:)`.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: Says, element by element, whether the sequence goes on.
    /// - returns: The source's elements before the first that fails `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @preconcurrency public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Sends the source's elements until one passes `predicate`. The spelling before
    /// RxSwift 6; use `take(until:behavior:)`.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter behavior: Whether the element that ends the sequence is sent too.
    /// - parameter predicate: Says, element by element, whether this one ends the sequence.
    /// - returns: The source's elements before the first that passes `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @preconcurrency public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

/// Whether the element that ends a `take(until:)` or `take(while:)` is sent.
public enum TakeBehavior {
    /// It is sent, before the completion.
    case inclusive

    /// It is not: the completion comes alone.
    case exclusive
}

/// One subscription of `take(until:behavior:)` with a predicate: forwards elements until one
/// passes the test, then completes.
private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let predicate: (Element) throws -> Bool
    /// Whether the element that passes the test is sent before the completion.
    private let sendsLast: Bool
    /// Set by the element that passes the test: the predicate is not asked again.
    private var finished = false

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: Observer, cancel: Cancelable) {
        self.predicate = predicate
        sendsLast = behavior == .inclusive
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else {
            end(event)
            return
        }
        guard !finished else {
            return
        }
        let isLast: Bool
        do {
            isLast = try predicate(element)
        } catch {
            end(.error(error))
            return
        }
        if !isLast || sendsLast {
            forwardOn(event)
        }
        if isLast {
            finished = true
            end(.completed)
        }
    }
}

/// The observable `take(until:behavior:)` with a predicate returns.
private final class TakeUntilPredicate<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(predicate: predicate, behavior: behavior, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
