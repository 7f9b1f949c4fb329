// `skip(until:)`: drops the source's elements until another sequence sends one. An operator
// on two sources, serialised by one lock, like `take(until:)`. Chapter 5.

extension ObservableType {
    /// Drops the source's elements until `other` sends its first element, and sends every
    /// element after that.
    ///
    /// As in RxSwift (RxSwift/Observables/SkipUntil.swift), if the source completes before
    /// `other` has sent an element, the completion is not forwarded: the subscription just
    /// ends. An error from either sequence is forwarded.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    /// - parameter other: The sequence whose first element lets the source's elements through.
    /// - returns: The source's elements from `other`'s first element on.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// Drops the source's elements until `other` sends its first element. The name before
    /// RxSwift 6; use `skip(until:)`.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    /// - parameter other: The sequence whose first element lets the source's elements through.
    /// - returns: The source's elements from `other`'s first element on.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

/// One subscription of `skip(until:)`: forwards the source's elements once `other` has
/// opened the gate, both sequences' events under one lock.
private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType, SecondSourceSink {
    typealias Element = Observer.Element

    let lock = RecursiveLock()
    /// Set, under `lock`, by `other`'s first element.
    private var gateIsOpen = false

    func run(_ source: Observable<Element>, until other: Observable<Other>) -> Disposable {
        // The source first, as RxSwift does: a source that finishes during its subscribe
        // finishes before `other` can open the gate.
        let sourceSubscription = source.subscribe(self)
        return Disposables.create(sourceSubscription, SecondSourceObserver(self).subscribe(to: other))
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = lock.performLocked {
            switch event {
            case .next:
                if gateIsOpen {
                    forwardOn(event)
                }
                return false
            case .error:
                endUnderLock(event)
            case .completed:
                // Completion is sent only once the gate is open; before that the
                // subscription ends without a word.
                if gateIsOpen {
                    endUnderLock(event)
                } else {
                    stopForwarding()
                }
            }
            return true
        }
        if ended {
            dispose()
        }
    }

    func onSecond(_ event: Event<Other>, subscription: Disposable) -> Bool {
        switch event {
        case .next:
            // The gate opens for good: `other` has nothing more to say.
            gateIsOpen = true
            subscription.dispose()
            return false
        case .error(let error):
            endUnderLock(.error(error))
            return true
        case .completed:
            subscription.dispose()
            return false
        }
    }
}

/// The observable `skip(until:)` returns.
private final class SkipUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, until: other))
    }
}
