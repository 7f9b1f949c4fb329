// `take(until:)`: elements until another sequence sends one, or until a predicate matches.
// The first form is an operator on two sources, serialised by one lock. Chapter 5.

extension ObservableType {
    /// Returns the elements from the source observable sequence until the other observable
    /// sequence produces an element.
    ///
    /// When `other` sends an element the result completes; when it fails the result fails
    /// with its error; when it completes without an element nothing changes. Either way both
    /// subscriptions are disposed as soon as the result ends. Events of the two sequences are
    /// serialised by a lock, so they may arrive on different threads.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: Observable sequence that terminates propagation of elements of the
    ///   source sequence.
    /// - returns: An observable sequence containing the elements of the source sequence up to
    ///   the point the other sequence interrupted further propagation.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

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

    /// Returns the elements from the source observable sequence until the other observable
    /// sequence produces an element.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: Observable sequence that terminates propagation of elements of the
    ///   source sequence.
    /// - returns: An observable sequence containing the elements of the source sequence up to
    ///   the point the other sequence interrupted further propagation.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
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

// MARK: - take(until:) another sequence

/// The observer of `other`: its first element completes the result, its error fails it, its
/// completion only ends its own subscription. It takes the sink's lock for every event.
private final class TakeUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Parent = TakeUntilSink<Other, Observer>
    typealias Element = Other

    private let parent: Parent

    fileprivate let subscription = SingleAssignmentDisposable()

    init(parent: Parent) {
        self.parent = parent
        Resources.incrementTotal()
    }

    func on(_ event: Event<Element>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardOn(.completed)
                parent.dispose()
            case .error(let error):
                parent.forwardOn(.error(error))
                parent.dispose()
            case .completed:
                subscription.dispose()
            }
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// One subscription of `take(until:)` with another sequence: forwards the source's events
/// under the lock it shares with `TakeUntilSinkOther`, so the two never overlap.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = TakeUntil<Element, Other>

    private let parent: Parent

    /// Serialises the source's and `other`'s events.
    let lock = RecursiveLock()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next:
                forwardOn(event)
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                forwardOn(event)
                dispose()
            }
        }
    }

    func run() -> Disposable {
        // `other` first: if it fires during its own subscribe, the sink is already disposed
        // and the source's events that follow are dropped.
        let otherObserver = TakeUntilSinkOther(parent: self)
        let otherSubscription = parent.other.subscribe(otherObserver)
        otherObserver.subscription.setDisposable(otherSubscription)
        let sourceSubscription = parent.source.subscribe(self)

        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

/// The observable `take(until:)` with another sequence returns.
private final class TakeUntil<Element, Other>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: - take(until:) a predicate

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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
