// ReplayRelay: a ReplaySubject that only ever sends elements. In RxSwift it lives in the
// RxRelay module; here it sits in ProductionRx. Chapter 9 (Subjects and sharing).

/// ReplayRelay is a wrapper for `ReplaySubject`.
///
/// Unlike `ReplaySubject` it can't terminate with an error or complete.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    /// Accepts `event` and emits it to subscribers
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates new instance of `ReplayRelay` that replays at most `bufferSize` last elements sent to it.
    ///
    /// - parameter bufferSize: Maximal number of elements to replay to observers after subscription.
    /// - returns: New instance of replay relay.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a new instance of `ReplayRelay` that buffers all the elements sent to it.
    /// To avoid filling up memory, developer needs to make sure that the use case will only ever store a 'reasonable'
    /// number of elements.
    ///
    /// RxRelay spells it `createUnbound()`, unlike `ReplaySubject.createUnbounded()`.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// The same as `createUnbound()`, spelled like `ReplaySubject.createUnbounded()`.
    ///
    /// Not in RxRelay: a program that must also compile against RxSwift calls `createUnbound()`.
    public static func createUnbounded() -> ReplayRelay<Element> {
        createUnbound()
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

extension ReplayRelay {
    /// The relay as an `Infallible` (chapter 14): the buffered values first, then every new
    /// one. A relay never sends an error, so it needs no recovery to become one.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
