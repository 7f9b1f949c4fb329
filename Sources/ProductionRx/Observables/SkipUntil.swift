// `skip(until:)`: drops the source's elements until another sequence sends one. An operator
// on two sources, serialised by one lock, like `take(until:)`. Chapter 5.

extension ObservableType {
    /// Returns the elements from the source observable sequence that are emitted after the
    /// other observable sequence produces an element.
    ///
    /// As in RxSwift, if the source completes before `other` has sent an element, the
    /// completion is not forwarded: the subscription just ends. An error from either
    /// sequence is forwarded.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    /// - parameter other: Observable sequence that starts propagation of elements of the
    ///   source sequence.
    /// - returns: An observable sequence containing the elements of the source sequence that
    ///   are emitted after the other sequence emits an item.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// Returns the elements from the source observable sequence that are emitted after the
    /// other observable sequence produces an element.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    /// - parameter other: Observable sequence that starts propagation of elements of the
    ///   source sequence.
    /// - returns: An observable sequence containing the elements of the source sequence that
    ///   are emitted after the other sequence emits an item.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// The observer of `other`: its first element opens the gate and ends its own subscription;
/// its error fails the result. It takes the sink's lock for every event.
private final class SkipUntilSinkOther<Other, Observer: ObserverType>: ObserverType {
    typealias Parent = SkipUntilSink<Other, Observer>
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
                parent.forwardElements = true
                subscription.dispose()
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

/// One subscription of `skip(until:)`: forwards the source's elements once the gate is open,
/// under the lock it shares with `SkipUntilSinkOther`.
private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = SkipUntil<Element, Other>

    /// Serialises the source's and `other`'s events, and guards `forwardElements`.
    let lock = RecursiveLock()
    private let parent: Parent
    /// Set by `SkipUntilSinkOther` when `other` sends its first element.
    fileprivate var forwardElements = false

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if forwardElements {
                    forwardOn(event)
                }
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                if forwardElements {
                    forwardOn(event)
                }
                dispose()
            }
        }
    }

    func run() -> Disposable {
        // The source first, as RxSwift does: a source that finishes during its subscribe
        // finishes before `other` can open the gate.
        let sourceSubscription = parent.source.subscribe(self)
        let otherObserver = SkipUntilSinkOther(parent: self)
        let otherSubscription = parent.other.subscribe(otherObserver)
        otherObserver.subscription.setDisposable(otherSubscription)

        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }
}

/// The observable `skip(until:)` returns.
private final class SkipUntil<Element, Other>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipUntilSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
