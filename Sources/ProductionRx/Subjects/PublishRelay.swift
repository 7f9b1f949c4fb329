// PublishRelay: a PublishSubject that only ever sends elements. In RxSwift it lives in the
// RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

/// A `PublishSubject` that only takes elements: nothing can end it, so every binding to it
/// lives as long as the relay.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    public init() {}

    /// Sends `event` to every observer subscribed at this moment.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Adds `observer`; disposing the result removes it again.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain `Observable`.
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
