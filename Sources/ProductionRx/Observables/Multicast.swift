// `multicast`, `publish`, `replay`, `replayAll`, `connect` and `refCount`: one subscription to
// the source, shared through a subject. Chapter 9 (Subjects and sharing).

/// Represents an observable sequence wrapper that can be connected and disconnected from its
/// underlying observable sequence.
public protocol ConnectableObservableType: ObservableType {
    /// Connects the observable wrapper to its source. All subscribed observers will receive
    /// values from the underlying observable sequence as long as the connection is established.
    ///
    /// - returns: Disposable used to disconnect the observable wrapper from its source, causing
    ///   subscribed observer to stop receiving values from the underlying observable sequence.
    func connect() -> Disposable
}

/// Represents an observable wrapper that can be connected and disconnected from its
/// underlying observable sequence.
///
/// Subscribing only subscribes to the subject inside; `connect()` subscribes the subject to
/// the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Connects the observable wrapper to its source. All subscribed observers will receive
    /// values from the underlying observable sequence as long as the connection is established.
    ///
    /// - returns: Disposable used to disconnect the observable wrapper from its source, causing
    ///   subscribed observer to stop receiving values from the underlying observable sequence.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Multicasts the source sequence notifications through an instantiated subject into all
    /// uses of the sequence within a selector function.
    ///
    /// Each subscription to the resulting sequence causes a separate multicast invocation,
    /// exposing the sequence resulting from the selector function's invocation.
    ///
    /// For specializations with fixed subject types, see `publish` and `replay`.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter subjectSelector: Factory function to create an intermediate subject through
    ///   which the source sequence's elements will be multicast to the selector function.
    /// - parameter selector: Selector function which can use the multicasted source sequence
    ///   subject to the policies enforced by the created subject.
    /// - returns: An observable sequence that contains the elements of a sequence produced by
    ///   multicasting the source sequence within a selector function.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// Returns a connectable observable sequence that shares a single subscription to the
    /// underlying sequence.
    ///
    /// This operator is a specialization of `multicast` using a `PublishSubject`. Each
    /// connection gets a new subject, so after the source ends or the connection is disposed,
    /// the next `connect()` subscribes to the source again.
    ///
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - returns: A connectable observable sequence that shares a single subscription to the
    ///   underlying sequence.
    public func publish() -> ConnectableObservable<Element> {
        multicast { PublishSubject() }
    }

    /// Returns a connectable observable sequence that shares a single subscription to the
    /// underlying sequence replaying bufferSize elements.
    ///
    /// This operator is a specialization of `multicast` using a `ReplaySubject`.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - parameter bufferSize: Maximum element count of the replay buffer.
    /// - returns: A connectable observable sequence that shares a single subscription to the
    ///   underlying sequence.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// Returns a connectable observable sequence that shares a single subscription to the
    /// underlying sequence replaying all elements.
    ///
    /// This operator is a specialization of `multicast` using a `ReplaySubject`.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - returns: A connectable observable sequence that shares a single subscription to the
    ///   underlying sequence.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast { ReplaySubject.createUnbounded() }
    }
}

extension ConnectableObservableType {
    /// Returns an observable sequence that stays connected to the source as long as there is
    /// at least one subscription to the observable sequence.
    ///
    /// The first subscriber connects; the last one to leave disposes the connection. A
    /// terminal event from the source ends the connection too, so the next subscriber
    /// connects again.
    ///
    /// - seealso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    /// - returns: An observable sequence that stays connected to the source as long as there
    ///   is at least one subscription to the observable sequence.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

extension ObservableType {
    /// Multicasts the source sequence notifications through the specified subject to the
    /// resulting connectable observable.
    ///
    /// Upon connection of the connectable observable, the subject is subscribed to the source
    /// exactly one, and messages are forwarded to the observers registered with the
    /// connectable observable.
    ///
    /// For specializations with fixed subject types, see `publish` and `replay`.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter subject: Subject to push source elements into.
    /// - returns: A connectable observable sequence that upon connection causes the source
    ///   sequence to push results into the specified subject.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Multicasts the source sequence notifications through an instantiated subject to the
    /// resulting connectable observable.
    ///
    /// Upon connection of the connectable observable, the subject is subscribed to the source
    /// exactly one, and messages are forwarded to the observers registered with the
    /// connectable observable.
    ///
    /// Subject is cleared on connection disposal or in case source sequence produces terminal
    /// event.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter makeSubject: Factory function used to instantiate a subject for each
    ///   connection.
    /// - returns: A connectable observable sequence that upon connection causes the source
    ///   sequence to push results into the specified subject.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }
}

// snippet:begin connection
/// One connection of a `ConnectableObservableAdapter`: the observer subscribed to the source,
/// forwarding into the subject. Disposing it (or a terminal event) unsubscribes from the
/// source and makes the adapter forget this connection and its subject.
private final class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private let lock: RecursiveLock
    // state, guarded by `lock` (the adapter's)
    private var parent: ConnectableObservableAdapter<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer

    private let disposed = AtomicInt(0)

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, lock: RecursiveLock, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
        self.lock = lock
        self.subjectObserver = subjectObserver
    }

    func on(_ event: Event<Element>) {
        if isFlagSet(disposed, 1) {
            return
        }
        if event.isStopEvent {
            // Forget the subject before it ends: the next connection starts afresh.
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        // Under the adapter's lock, only forget; the source's subscription is disposed after
        // the lock is released, because disposing runs the source's clean-up code.
        let subscription: Disposable? = lock.performLocked {
            fetchOr(disposed, 1)
            guard let parent else {
                return nil
            }

            if parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            self.parent = nil

            let subscription = self.subscription
            self.subscription = nil
            return subscription
        }

        subscription?.dispose()
    }
}
// snippet:end connection

// snippet:begin connectable-observable-adapter
/// The connectable observable `multicast(_:)`, `multicast(makeSubject:)`, `publish()` and
/// `replay` return. Subscribers subscribe to the current subject (made on demand);
/// `connect()` subscribes that subject to the source once, until the connection ends.
private final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias ConnectionType = Connection<Subject>

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject

    fileprivate let lock = RecursiveLock()
    // state, guarded by `lock`
    fileprivate var subject: Subject?
    fileprivate var connection: ConnectionType?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        self.subject = nil
        self.connection = nil
    }

    override func connect() -> Disposable {
        // Decide under the lock: reuse the current connection, or make a new one and remember
        // it, so that a concurrent `connect()` returns the same one.
        let (connection, subscription): (ConnectionType, SingleAssignmentDisposable?) = lock.performLocked {
            if let existing = self.connection {
                return (existing, nil)
            }

            let subscription = SingleAssignmentDisposable()
            let connection = Connection(parent: self, subjectObserver: lazySubject.asObserver(), lock: lock, subscription: subscription)
            self.connection = connection
            return (connection, subscription)
        }

        // Act after releasing it: subscribing runs the source, which may send at once, or
        // wait for a lock whose holder is waiting for ours.
        subscription?.setDisposable(source.subscribe(connection))
        return connection
    }

    /// The current subject, made now if there is none. Call with `lock` held.
    private var lazySubject: Subject {
        if let subject {
            return subject
        }

        let subject = makeSubject()
        self.subject = subject
        return subject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        // The lock guards only the choice of subject; subscribing to it happens outside, so a
        // subject that replays to `observer` does so without the adapter's lock held.
        let subject = lock.performLocked { lazySubject }
        return subject.subscribe(observer)
    }
}
// snippet:end connectable-observable-adapter

// snippet:begin ref-count-sink
/// One subscription of `refCount()`: subscribes to the connectable source, connects it when
/// it is the first subscriber, and disconnects it when it is the last to leave.
private final class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where ConnectableSource.Element == Observer.Element {
    typealias Element = Observer.Element
    typealias Parent = RefCount<ConnectableSource>

    private let parent: Parent

    /// The connection this subscriber counted itself in; a stale one must not disconnect a
    /// newer connection. Guarded by the parent's lock.
    private var connectionIdSnapshot: Int64 = -1

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)

        // Count this subscriber under the lock; the first one connects, after releasing it.
        let shouldConnect: Bool? = parent.lock.performLocked {
            connectionIdSnapshot = parent.connectionId

            if isDisposed {
                return nil
            }

            parent.count += 1
            return parent.count == 1
        }

        guard let shouldConnect else {
            return Disposables.create()
        }

        if shouldConnect {
            let connection = parent.source.connect()
            // The source may have ended while connecting: then this connection is over and
            // the next subscriber makes a new one.
            let isCurrent = parent.lock.performLocked {
                if parent.connectionId == connectionIdSnapshot {
                    parent.connectableSubscription = connection
                    return true
                }
                return false
            }
            if !isCurrent {
                connection.dispose()
            }
        }

        return Disposables.create {
            subscription.dispose()
            self.disconnectIfLast()?.dispose()
        }
    }

    /// Uncounts this subscriber; returns the connection to dispose, after releasing the
    /// lock, when it was the last one.
    private func disconnectIfLast() -> Disposable? {
        parent.lock.performLocked {
            if parent.connectionId != connectionIdSnapshot {
                return nil
            }
            if parent.count == 1 {
                parent.count = 0
                let connection = parent.connectableSubscription
                parent.connectableSubscription = nil
                return connection
            } else if parent.count > 1 {
                parent.count -= 1
                return nil
            } else {
                rxFatalError("refCount: the subscriber count went below zero. Chapter 9 explains how refCount counts its subscribers.")
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            let connection: Disposable? = parent.lock.performLocked {
                guard parent.connectionId == connectionIdSnapshot else {
                    return nil
                }
                let connection = parent.connectableSubscription
                parent.count = 0
                parent.connectionId = parent.connectionId &+ 1
                parent.connectableSubscription = nil
                return connection
            }
            connection?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}
// snippet:end ref-count-sink

/// The observable `refCount()` returns: counts its subscribers under `lock` and holds the
/// connection while there is at least one.
private final class RefCount<ConnectableSource: ConnectableObservableType>: Producer<ConnectableSource.Element> {
    fileprivate let lock = RecursiveLock()

    // state, guarded by `lock`
    fileprivate var count = 0
    fileprivate var connectionId: Int64 = 0
    fileprivate var connectableSubscription = nil as Disposable?

    fileprivate let source: ConnectableSource

    init(source: ConnectableSource) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ConnectableSource.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// One subscription of `multicast(_:selector:)`: makes a subject, lets the selector build a
/// sequence on it, subscribes to that sequence, then connects.
private final class MulticastSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias ResultType = Element
    typealias MulticastType = Multicast<Subject, Observer.Element>

    private let parent: MulticastType

    init(parent: MulticastType, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        do {
            let subject = try parent.subjectSelector()
            let connectable = ConnectableObservableAdapter(source: parent.source, makeSubject: { subject })

            let observable = try parent.selector(connectable.asObservable())

            let subscription = observable.subscribe(self)
            let connection = connectable.connect()

            return Disposables.create(subscription, connection)
        } catch let error {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
    }

    func on(_ event: Event<ResultType>) {
        forwardOn(event)
        switch event {
        case .next:
            break
        case .error, .completed:
            dispose()
        }
    }
}

/// The observable `multicast(_:selector:)` returns: one `MulticastSink` (and one subject) per
/// subscription.
private final class Multicast<Subject: SubjectType, Result>: Producer<Result> {
    typealias SubjectSelectorType = () throws -> Subject
    typealias SelectorType = (Observable<Subject.Element>) throws -> Observable<Result>

    fileprivate let source: Observable<Subject.Observer.Element>
    fileprivate let subjectSelector: SubjectSelectorType
    fileprivate let selector: SelectorType

    init(source: Observable<Subject.Observer.Element>, subjectSelector: @escaping SubjectSelectorType, selector: @escaping SelectorType) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MulticastSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
