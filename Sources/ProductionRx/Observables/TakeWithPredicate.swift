// `take(until:behavior:)` and `take(while:behavior:)`: elements until a predicate matches, or
// as long as it holds (the same sink, the predicate negated). Chapter 5.

extension ObservableType {
    /// Returns elements from an observable sequence until the specified condition is true.
    ///
    /// The first element that passes the test completes the sequence (and, with `.inclusive`,
    /// is sent before the completion). If `predicate` throws, the error is sent as `.error`
    /// and the subscription ends.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter predicate: A function to test each element for a condition.
    /// - parameter behavior: Whether or not to include the last element matching the
    ///   predicate. Defaults to `exclusive`.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test passes.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// Returns elements from an observable sequence as long as a specified condition is true.
    ///
    /// The first element that fails the test completes the sequence (and, with
    /// `.inclusive`, is sent before the completion). If `predicate` throws, the error is sent
    /// as `.error` and the subscription ends.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: A function to test each element for a condition.
    /// - parameter behavior: Whether or not to include the last element matching the
    ///   predicate. Defaults to `exclusive`.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test no longer passes.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Returns elements from an observable sequence as long as a specified condition is true.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: A function to test each element for a condition.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test no longer passes.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: .exclusive)
    }

    /// Returns elements from an observable sequence until the specified condition is true.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter behavior: Whether or not to include the last element matching the predicate.
    /// - parameter predicate: A function to test each element for a condition.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test passes.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

/// Behaviors for the take operator family.
public enum TakeBehavior {
    /// Include the last element matching the predicate.
    case inclusive

    /// Exclude the last element matching the predicate.
    case exclusive
}

/// One subscription of `take(until:behavior:)` with a predicate.
private final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeUntilPredicate<Element>

    private let parent: Parent
    private var running = true

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if !running {
                return
            }

            do {
                running = try !parent.predicate(value)
            } catch let error {
                forwardOn(.error(error))
                dispose()
                return
            }

            if running {
                forwardOn(.next(value))
            } else {
                if parent.behavior == .inclusive {
                    forwardOn(.next(value))
                }

                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

/// The observable `take(until:behavior:)` (and `take(while:behavior:)`) returns.
private final class TakeUntilPredicate<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    fileprivate let predicate: Predicate
    fileprivate let behavior: TakeBehavior

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping Predicate) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
