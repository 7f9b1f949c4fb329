// BehaviorRelay: a BehaviorSubject that only sends elements, with a plain `value`. In RxSwift
// it lives in the RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

// snippet:begin behavior-relay
/// BehaviorRelay is a wrapper for `BehaviorSubject`.
///
/// Unlike `BehaviorSubject` it can't terminate with error or completed.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Accepts `event` and emits it to subscribers
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Current value of behavior subject
    public var value: Element {
        // this try! is ok because subject can't error out or be disposed
        try! subject.value()
    }
    // snippet:end behavior-relay

    /// Initializes behavior relay with initial value.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// Subscribes observer
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// - returns: Canonical interface for push style sequence
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
