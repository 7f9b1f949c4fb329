// BehaviorRelay: a BehaviorSubject that only sends elements, with a plain `value`. In RxSwift
// it lives in the RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

// snippet:begin behavior-relay
/// A `BehaviorSubject` that only takes elements: a current value that nothing can end, read
/// with `value`, changed with `accept(_:)`.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// Makes `event` the current value and sends it to every observer subscribed now.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// The current value.
    public var value: Element {
        // Cannot throw: only `accept` reaches the subject, so it never fails and is never disposed.
        try! subject.value()
    }
    // snippet:end behavior-relay

    /// Adds `observer` and sends it the current value; disposing the result removes it again.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension BehaviorRelay {
    /// The relay as an `Infallible` (chapter 14): its current value first, then every new one.
    /// A relay never sends an error, so it needs no recovery to become one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
