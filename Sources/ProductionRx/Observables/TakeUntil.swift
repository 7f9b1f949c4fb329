// `take(until:)` another sequence: elements until the other one sends an element. An operator
// on two sources, serialised by one lock. Chapter 5. The predicate form: TakeWithPredicate.swift.

extension ObservableType {
    /// Sends the source's elements until `other` sends its first element, then completes.
    ///
    /// When `other` fails, the result fails with its error; when it completes without an
    /// element, nothing changes. Either way both subscriptions are disposed as soon as the
    /// result ends. Events of the two sequences are serialised by a lock, so they may arrive
    /// on different threads.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: The sequence whose first element ends the result.
    /// - returns: The source's elements up to `other`'s first element.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Sends the source's elements until `other` sends its first element, then completes.
    /// The name before RxSwift 6; use `take(until:)`.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    /// - parameter other: The sequence whose first element ends the result.
    /// - returns: The source's elements up to `other`'s first element.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

/// One subscription of `take(until:)` with another sequence: forwards the source's events,
/// and ends on `other`'s first element or error, all under one lock, so that the two never
/// overlap.
private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType, SecondSourceSink {
    typealias Element = Observer.Element

    let lock = RecursiveLock()

    func run(_ source: Observable<Element>, until other: Observable<Other>) -> Disposable {
        // `other` first: if it fires during its own subscribe, the result has ended before
        // the source is subscribed, and the source's events are dropped.
        let otherSubscription = SecondSourceObserver(self).subscribe(to: other)
        return Disposables.create(source.subscribe(self), otherSubscription)
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = lock.performLocked {
            guard event.isStopEvent else {
                forwardOn(event)
                return false
            }
            endUnderLock(event)
            return true
        }
        if ended {
            dispose()
        }
    }

    func onSecond(_ event: Event<Other>, subscription: Disposable) -> Bool {
        switch event {
        case .next:
            endUnderLock(.completed)
            return true
        case .error(let error):
            endUnderLock(.error(error))
            return true
        case .completed:
            // `other` will never fire: only its own subscription goes.
            subscription.dispose()
            return false
        }
    }
}

/// The observable `take(until:)` with another sequence returns.
private final class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, until: other))
    }
}
