// PublishRelay: a PublishSubject that only ever sends elements. In RxSwift it lives in the
// RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

/// PublishRelay is a wrapper for `PublishSubject`.
///
/// Unlike `PublishSubject` it can't terminate with error or completed.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject: PublishSubject<Element>

    /// Accepts `event` and emits it to subscribers
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Initializes with internal empty subject.
    public init() {
        subject = PublishSubject()
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

extension PublishRelay {
    /// The relay as an `Infallible` (chapter 14): its elements, for as long as it lives. A
    /// relay never sends an error, so it needs no recovery to become one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
