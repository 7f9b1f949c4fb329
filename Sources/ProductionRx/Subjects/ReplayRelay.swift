// ReplayRelay: a ReplaySubject that only ever sends elements. In RxSwift it lives in the
// RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

/// A `ReplaySubject` that only takes elements: nothing can end it, and each new subscriber
/// first receives the elements it kept.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(replaying subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most the last `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(replaying: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it ever received: its memory grows with every
    /// element, so keep it to sequences known to stay short.
    ///
    /// RxRelay spells it `createUnbound()`, unlike `ReplaySubject.createUnbounded()`.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(replaying: .createUnbounded())
    }

    /// The same as `createUnbound()`, spelled like `ReplaySubject.createUnbounded()`.
    ///
    /// Not in RxRelay: a program that must also compile against RxSwift calls `createUnbound()`.
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
    }

    /// Keeps `event` for later subscribers and sends it to every observer subscribed now.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Adds `observer` and replays the kept elements to it; disposing the result removes it again.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

extension ReplayRelay {
    /// The relay as an `Infallible` (chapter 14): the buffered values first, then every new
    /// one. A relay never sends an error, so it needs no recovery to become one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
