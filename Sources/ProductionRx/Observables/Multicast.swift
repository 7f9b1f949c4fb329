// `multicast`, `publish`, `replay`, `replayAll`, `connect` and `refCount`: one subscription to
// the source, shared through a subject. Chapter 9 (Subjects and sharing).

/// A sequence whose subscribers share one subscription to a source, made when someone calls
/// `connect()` rather than when someone subscribes.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes to the source, once for all subscribers; what it sends reaches every
    /// subscriber for as long as the connection lasts.
    ///
    /// - returns: The connection: disposing it unsubscribes from the source.
    func connect() -> Disposable
}

/// The base class of the connectable sequences: subscribers wait for a `connect()`, which
/// subscribes to the source on behalf of all of them.
///
/// Subscribing only subscribes to the subject inside; `connect()` subscribes the subject to
/// the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes to the source, once for all subscribers; what it sends reaches every
    /// subscriber for as long as the connection lasts.
    ///
    /// - returns: The connection: disposing it unsubscribes from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Shares the source inside `selector`: each subscription makes a subject, lets `selector`
    /// build a sequence on it (using it as often as it likes, with one subscription to the
    /// source behind all of them), subscribes to that sequence, then connects the subject.
    ///
    /// `publish` and `replay` are the connectable forms, with the subject chosen for you.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter subjectSelector: Makes the subject of one subscription.
    /// - parameter selector: Builds the result on the shared source.
    /// - returns: The sequence `selector` builds, for each subscription.
    @preconcurrency public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// A connectable sequence that shares one subscription to this one through a
    /// `PublishSubject`: subscribers receive what is sent after they subscribe. Each
    /// connection gets a new subject, so after the source ends or the connection is disposed,
    /// the next `connect()` subscribes to the source again.
    ///
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - returns: The connectable sequence.
    public func publish() -> ConnectableObservable<Element> {
        multicast { PublishSubject() }
    }

    /// A connectable sequence that shares one subscription to this one through a
    /// `ReplaySubject`: a new subscriber first receives the last `bufferSize` elements.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - parameter bufferSize: How many of the latest elements a newcomer receives.
    /// - returns: The connectable sequence.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// A connectable sequence that shares one subscription to this one through a
    /// `ReplaySubject` that keeps everything: a new subscriber first receives every element
    /// sent so far.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - returns: The connectable sequence.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast { ReplaySubject.createUnbounded() }
    }
}

extension ConnectableObservableType {
    /// Connects for you: the connection lasts while there is at least one subscriber.
    ///
    /// The first subscriber connects; the last one to leave disposes the connection. A
    /// terminal event from the source ends the connection too, so the next subscriber
    /// connects again.
    ///
    /// - seealso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    /// - returns: A sequence that connects and disconnects the source by itself.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

extension ObservableType {
    /// A connectable sequence that shares one subscription to this one through `subject`:
    /// subscribers subscribe to the subject, and `connect()` subscribes the subject to this
    /// sequence. The same subject serves every connection.
    ///
    /// `publish` and `replay` choose the subject for you.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter subject: The subject the source feeds.
    /// - returns: The connectable sequence.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable sequence that shares one subscription to this one through a subject
    /// made by `makeSubject`, a new one for each connection: when a connection ends (it is
    /// disposed, or the source ends), its subject is forgotten with it.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    /// - parameter makeSubject: Makes the subject of a connection.
    /// - returns: The connectable sequence.
    @preconcurrency public func multicast<Subject: SubjectType>(makeSubject: @escaping @Sendable () -> Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }
}

/// A connection `refCount` can end in two halves: `detach()` under its lock, `dispose()` after.
private protocol DetachableConnection: AnyObject {
    func detach()
}

// snippet:begin connection
/// One connection of a `ConnectableObservableAdapter`: the observer the source is subscribed
/// with, passing everything into the subject. Its end, by `dispose()` or by a terminal event,
/// unsubscribes from the source and makes the adapter forget this connection and its subject.
private final class Connection<Subject: SubjectType>: ObserverType, Disposable, DetachableConnection {
    private let subjectObserver: Subject.Observer
    private let sourceSubscription = SingleAssignmentDisposable()
    /// Set by the first `dispose()`: from then on nothing reaches the subject.
    private let ended = AtomicInt(0)

    /// The adapter's: it guards `adapter`, and the adapter's own state.
    private let lock: RecursiveLock
    /// The adapter, until this connection ends.
    private var adapter: ConnectableObservableAdapter<Subject>?

    init(adapter: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, lock: RecursiveLock) {
        self.adapter = adapter
        self.subjectObserver = subjectObserver
        self.lock = lock
    }

    /// Subscribes to the source; the adapter calls it after releasing its lock, since the
    /// source's code runs (and may send) at once.
    func start(_ source: Observable<Subject.Observer.Element>) {
        sourceSubscription.setDisposable(source.subscribe(self))
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        guard load(ended) == 0 else {
            return
        }
        if event.isStopEvent {
            // Forget the subject before it ends: the next connection starts afresh.
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        // Under the adapter's lock, only forget...
        detach()
        // ...and let go of the source after releasing it, because disposing runs the
        // source's clean-up code.
        sourceSubscription.dispose()
    }

    /// The first half of `dispose()`: nothing more reaches the subject, and the adapter
    /// forgets this connection and its subject, so that the next `connect()` makes a new one.
    /// It runs no code but the adapter's, so `refCount` calls it under its own lock the moment
    /// its count falls to zero: otherwise a subscriber counted in just after would be handed
    /// this dying connection by `connect()`, and everyone after it would wait, on a subject
    /// nobody connects, for ever.
    func detach() {
        lock.performLocked {
            fetchOr(ended, 1)
            adapter?.forget(self)
            adapter = nil
        }
    }
}
// snippet:end connection

// snippet:begin connectable-observable-adapter
/// The connectable observable `multicast(_:)`, `multicast(makeSubject:)`, `publish()` and
/// `replay` return. Subscribers subscribe to the current subject (made on demand);
/// `connect()` subscribes that subject to the source once, until the connection ends.
private final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject

    private let lock = RecursiveLock()
    // state, guarded by `lock`
    /// What subscribers subscribe to; forgotten, with the connection, when the connection
    /// ends.
    private var subject: Subject?
    private var connection: Connection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func connect() -> Disposable {
        // Decide under the lock: the current connection, or a new one, remembered at once so
        // that a concurrent `connect()` returns the same one...
        let (connection, isNew) = lock.performLocked { () -> (Connection<Subject>, Bool) in
            if let current = self.connection {
                return (current, false)
            }
            let connection = Connection(adapter: self, subjectObserver: currentSubject().asObserver(), lock: lock)
            self.connection = connection
            return (connection, true)
        }
        // ...and act after releasing it: subscribing runs the source, which may send at once,
        // or wait for a lock whose holder is waiting for ours.
        if isNew {
            connection.start(source)
        }
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        // The lock guards only the choice of subject; subscribing to it happens outside, so a
        // subject that replays to `observer` does so without the adapter's lock held.
        lock.performLocked { currentSubject() }.subscribe(observer)
    }

    /// The subject of the current connection, made now if there is none. Under `lock`.
    private func currentSubject() -> Subject {
        if let subject {
            return subject
        }
        let made = makeSubject()
        subject = made
        return made
    }

    /// `connection` ended: if it is the current one, it and its subject are forgotten.
    /// Under `lock`.
    fileprivate func forget(_ ended: Connection<Subject>) {
        guard connection === ended else {
            return
        }
        connection = nil
        subject = nil
    }
}
// snippet:end connectable-observable-adapter

// snippet:begin ref-count-sink
/// One subscription of `refCount()`: it subscribes to the connectable source, connects it if
/// it is the first subscriber, and disconnects it if it is the last to leave. It remembers
/// which connection it was counted in: once that one has ended with the source, this
/// subscriber has no say over the next.
private final class RefCountSink<ConnectableSource: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where ConnectableSource.Element == Observer.Element {
    private let parent: RefCount<ConnectableSource>
    /// The generation of the connection this subscriber joined. Guarded by the parent's lock.
    private var joined: Int64 = -1

    init(parent: RefCount<ConnectableSource>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)

        // Counted in under the lock; the first one connects, after releasing it.
        let isFirst = parent.lock.performLocked { () -> Bool? in
            joined = parent.generation
            // Ended already, during its own subscription: there is nothing to count.
            return isDisposed ? nil : parent.synchronized_countIn()
        }
        guard let isFirst else {
            return Disposables.create()
        }
        if isFirst {
            let connection = parent.source.connect()
            // The source may have ended while connecting: then that connection is over, and
            // the next subscriber makes a new one.
            let kept = parent.lock.performLocked { parent.synchronized_keep(connection, of: joined) }
            if !kept {
                connection.dispose()
            }
        }

        return Disposables.running {
            subscription.dispose()
            let last = self.parent.lock.performLocked { self.parent.synchronized_countOut(of: self.joined) }
            last?.dispose()
        }
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            // The connection ends with the source, and everyone in it is counted out.
            let ended = parent.lock.performLocked { parent.synchronized_end(joined) }
            ended?.dispose()
        }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}
// snippet:end ref-count-sink

/// The observable `refCount()` returns. It counts the subscribers of the current connection
/// under `lock`, and keeps that connection while there is at least one.
private final class RefCount<ConnectableSource: ConnectableObservableType>: Producer<ConnectableSource.Element> {
    fileprivate let source: ConnectableSource
    fileprivate let lock = RecursiveLock()

    // state, guarded by `lock`
    /// Which connection is current. It moves on when one ends with the source, so that a
    /// subscriber of an older one can tell that the current one is not its own.
    fileprivate var generation: Int64 = 0
    /// How many subscribers the current connection has.
    private var subscribers = 0
    /// The current connection, once `connect()` has returned it.
    private var connection: Disposable?

    init(source: ConnectableSource) {
        self.source = source
    }

    /// Counts a subscriber of the current connection in; `true` for the first, which
    /// connects. Under `lock`.
    fileprivate func synchronized_countIn() -> Bool {
        subscribers += 1
        return subscribers == 1
    }

    /// Keeps the connection the first subscriber of `generation` made; `false` if that
    /// generation already ended, and the connection must be disposed. Under `lock`.
    fileprivate func synchronized_keep(_ made: Disposable, of generation: Int64) -> Bool {
        guard generation == self.generation else {
            return false
        }
        connection = made
        return true
    }

    /// Counts a subscriber of `generation` out. Returns the connection to dispose, after the
    /// lock is released, when it was the last one. Under `lock`.
    fileprivate func synchronized_countOut(of generation: Int64) -> Disposable? {
        guard generation == self.generation else {
            return nil
        }
        guard subscribers > 0 else {
            rxFatalError("refCount: the subscriber count went below zero. Chapter 9 explains how refCount counts its subscribers.")
        }
        subscribers -= 1
        guard subscribers == 0 else {
            return nil
        }
        defer { connection = nil }
        detach(connection)
        return connection
    }

    /// With `lock` held: when the connection is one of `multicast`'s, ends it as far as its
    /// adapter is concerned (`Connection.detach()`), before anyone else can count in. The
    /// source's clean-up code runs later, when the caller disposes it after the lock.
    private func detach(_ connection: Disposable?) {
        (connection as? any DetachableConnection)?.detach()
    }

    /// The source ended, and `generation`'s connection with it: everyone is counted out at
    /// once, and the next subscriber starts a new connection. Returns the ended connection,
    /// to dispose after the lock is released. Under `lock`.
    fileprivate func synchronized_end(_ generation: Int64) -> Disposable? {
        guard generation == self.generation else {
            return nil
        }
        subscribers = 0
        self.generation &+= 1
        defer { connection = nil }
        detach(connection)
        return connection
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == ConnectableSource.Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// One subscription of `multicast(_:selector:)`: a subject of its own, the sequence the
/// selector builds on it, subscribed to, and then the connection that feeds the subject.
private final class MulticastSink<Subject: SubjectType, Observer: ObserverType>: Sink<Observer>, ObserverType {
    func run(
        source: Observable<Subject.Observer.Element>, subjectSelector: () throws -> Subject,
        selector: (Observable<Subject.Element>) throws -> Observable<Observer.Element>
    ) -> Disposable {
        let connectable: ConnectableObservableAdapter<Subject>
        let result: Observable<Observer.Element>
        do {
            let subject = try subjectSelector()
            connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            result = try selector(connectable.asObservable())
        } catch {
            forwardOn(.error(error))
            dispose()
            return Disposables.create()
        }
        // Listening first, connecting after: the selector's sequence must not miss what the
        // source sends as soon as it is subscribed.
        let subscription = result.subscribe(self)
        return Disposables.create(subscription, connectable.connect())
    }

    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

/// The observable `multicast(_:selector:)` returns: one `MulticastSink` (and one subject) per
/// subscription.
private final class Multicast<Subject: SubjectType, Result>: Producer<Result> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Result {
        let sink = MulticastSink<Subject, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(source: source, subjectSelector: subjectSelector, selector: selector)
        return (sink: sink, subscription: subscription)
    }
}
