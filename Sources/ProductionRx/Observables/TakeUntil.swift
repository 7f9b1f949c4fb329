// `take(until:)` another sequence: elements until the other one sends an element. An operator
// on two sources, serialised by one lock. Chapter 5. The predicate form: TakeWithPredicate.swift.

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
}

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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
