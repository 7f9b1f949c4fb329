// `share(replay:scope:)`: `multicast` + `refCount` in one call, with RxSwift's optimised
// versions of the two most common cases (`RxSwift/Observables/ShareReplayScope.swift`). Chapter 9 (Subjects and sharing).

/// How long the subject of `share(replay:scope:)` lives, and so what a subscriber who comes
/// after a reconnection gets replayed.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject for each connection to the source: the same as
    ///
    ///     source.multicast(makeSubject: { MySubject() }).refCount()
    ///
    /// When the last subscriber leaves, or the source ends, the connection and its subject
    /// are dropped, and the next subscriber starts afresh, with nothing replayed. Operators
    /// that subscribe again, such as `retry` and `concat`, work as expected after it. The
    /// default, and the one to choose unless you have a reason.
    case whileConnected

    /// One subject for every connection, for good: the same as
    ///
    ///     source.multicast(MySubject()).refCount()
    ///
    /// The subject outlives a disconnection, so a subscriber who starts a new connection may
    /// first receive elements replayed from the old one. Once the source has ended, the
    /// subject has too: every later subscriber receives its replay and the terminal event,
    /// and the source is not subscribed again. Placing `retry` or `concat` after it rarely
    /// does what you want.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among every subscriber, and replays the last
    /// `replay` elements to each newcomer.
    ///
    /// With `.whileConnected` (the default) it is
    /// `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()`;
    /// with `.forever`, `multicast(ReplaySubject.create(bufferSize: replay)).refCount()`
    /// (with a `PublishSubject` when `replay` is 0). `.whileConnected` with `replay` 0 or 1,
    /// the most common sharing there is, runs on a leaner implementation of its own.
    ///
    /// - parameter replay: How many of the latest elements a newcomer receives first.
    /// - parameter scope: How long the subject lives; see `SubjectLifetimeScope`.
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - returns: The source, shared.
    // snippet:begin share-replay-scope
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch (scope, replay) {
        case (.whileConnected, 0), (.whileConnected, 1):
            // No subject and no refCount: one object per run of the source.
            return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1)
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        }
    }
    // snippet:end share-replay-scope
}

// snippet:begin share-while-connected
/// `share(replay: 0 or 1, scope: .whileConnected)`: a connection per run of the source,
/// shared by everyone subscribed meanwhile, under one lock. With `replaysLatest`, the
/// connection also keeps the latest element, for those who join later in the same run.
private final class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let replaysLatest: Bool
    /// Guards this object's state and its connection's. Only this file's bookkeeping runs
    /// under it, no observer's code, and what it lets go of (a subscriber, the subscribers of a
    /// run that ended) is released after it. (A `Synchronization.Mutex` here took fewer
    /// instructions and no lock objects, but ThreadSanitizer does not see what it orders on
    /// Linux and reports every access it guards as a race; chapter 15.)
    fileprivate let lock = RecursiveLock()
    // Guarded by `lock`: the connection of the current run, `nil` between runs.
    fileprivate var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // Two variables rather than a tuple: a tuple of these generic types would have its
        // metadata looked up on every subscription.
        var current: ShareConnection<Element>?
        var made: ShareConnection<Element>.Joined?
        locked {
            let connection = self.connection ?? makeConnection()
            current = connection
            made = connection.join(observer)
        }
        guard let connection = current, let joined = made else {
            rxFatalError("ShareWhileConnected: the locked block did not run.")
        }

        // The latest element is replayed outside the lock: the observer's code may wait for
        // a lock whose holder is waiting for ours (chapter 10, "Lock inversion").
        if let replay = joined.replay {
            replay.replaying.replay([.next(replay.element)])
        }
        // The first subscriber connects, outside the lock too: the source may send at once.
        if joined.isFirst {
            connection.connect()
        }
        return joined.subscription
    }

    /// Runs `body` holding `lock`. What `body` makes leaves through variables it captures, so
    /// that no generic tuple carries it out (chapter 15).
    fileprivate func locked(_ body: () -> Void) {
        lock.performLocked(body)
    }

    /// With `lock` held: a new connection, made the current one.
    private func makeConnection() -> ShareConnection<Element> {
        let connection = ShareConnection(owner: self)
        self.connection = connection
        return connection
    }
}

/// One subscriber of a `ShareConnection`, as the connection keeps it: an object, so that an
/// element reaches the subscriber through `onNext`, without an `Event` around it (chapter 15).
private class ShareSubscriber<Element> {
    /// Receives one event.
    func on(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    /// Receives one element: the same as `on(.next(element))`.
    func onNext(_ element: Element) {
        rxAbstractMethod()
    }
}

/// A `ShareSubscriber` that hands everything to `observer`, the subscriber's own observer.
private final class ShareSubscriberOf<Observer: ObserverType>: ShareSubscriber<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
    }

    override func on(_ event: Event<Observer.Element>) {
        observer.on(event)
    }

    override func onNext(_ element: Observer.Element) {
        observer.onNext(element)
    }
}

/// What a late subscriber is replayed, once the lock is released: an object, so that the
/// `Joined` that carries it has the same layout whatever `Element` is, and the subscriptions
/// that replay nothing look up no metadata for it (chapter 15).
private final class ShareReplay<Element> {
    let replaying: ReplayingObserver<Element>
    let element: Element

    init(replaying: ReplayingObserver<Element>, element: Element) {
        self.replaying = replaying
        self.element = element
    }
}

/// A late subscriber, while the latest element is replayed to it: its `ReplayingObserver`
/// holds back the live events until the replay is over.
private struct ReplayingSubscriber<Element>: ObserverType {
    let replaying: ReplayingObserver<Element>

    func on(_ event: Event<Element>) {
        replaying.on(event)
    }
}

/// One run of a `ShareWhileConnected`: the observer subscribed to the source, the bag of
/// subscribers, and, if the owner replays, the latest element; all under the owner's lock.
/// When the last subscriber leaves or the source ends, the owner forgets it.
private final class ShareConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    /// The subscribers, each a `ShareSubscriber<Element>`. Kept as `AnyObject`, a type known
    /// when the library is compiled: a bag of a type that depends on `Element` would make the
    /// unspecialised code look up the metadata of its tuples on every element (chapter 15).
    typealias Observers = Bag<AnyObject>

    /// What `join` tells the subscriber, to act on once the lock is released.
    struct Joined {
        let subscription: Disposable
        /// The latest element, with the `ReplayingObserver` that stands in the bag for the
        /// new subscriber until it has been sent.
        let replay: ShareReplay<Element>?
        /// Whether this subscriber is the first, which connects.
        let isFirst: Bool
    }

    private let owner: ShareWhileConnected<Element>
    private let sourceSubscription = SingleAssignmentDisposable()
    // Guarded by the owner's lock, which every access holds; the source sends one event at a
    // time (the Rx grammar). So Swift's run-time exclusivity check is switched off on them: it
    // cost about 120 instructions an element per share (chapter 15). ThreadSanitizer still
    // checks.
    @exclusivity(unchecked) private var observers = Observers()
    /// The latest element, once there is one, in memory of its own that each element
    /// overwrites in place: writing an `Element?` property would make this unspecialised code
    /// look up the metadata of `Optional<Element>` on every element, about 320 instructions
    /// (chapter 15). Allocated at the first element kept, freed by `deinit`.
    @exclusivity(unchecked) private var latest: UnsafeMutablePointer<Element>?
    /// Set when the source ended or the last subscriber left: the connection is spent.
    @exclusivity(unchecked) private var isOver = false

    init(owner: ShareWhileConnected<Element>) {
        self.owner = owner
        Resources.incrementTotal()
    }

    func connect() {
        sourceSubscription.setDisposable(owner.source.subscribe(self))
    }

    /// With the owner's lock held: adds `observer`, behind a `ReplayingObserver` when there is
    /// a latest element to replay to it first.
    func join<Observer: ObserverType>(_ observer: Observer) -> Joined where Observer.Element == Element {
        let isFirst = observers.count == 0
        guard let latest = latest?.pointee else {
            let key = observers.insert(ShareSubscriberOf(observer))
            return Joined(subscription: SubscriptionDisposable(owner: self, key: key), replay: nil, isFirst: isFirst)
        }
        let replaying = ReplayingObserver(observer.on)
        let key = observers.insert(ShareSubscriberOf(ReplayingSubscriber(replaying: replaying)))
        let replay = ShareReplay(replaying: replaying, element: latest)
        return Joined(subscription: SubscriptionDisposable(owner: self, key: key), replay: replay, isFirst: isFirst)
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        var recipients = Observers()
        owner.locked { recipients = endRunIfOpen() }
        recipients.forEach { subscriber($0).on(event) }
    }

    // snippet:begin share-connection-on-next
    /// An element: kept, if the owner replays, and sent to every subscriber of this run,
    /// outside the lock, without building an `Event` (chapter 15).
    func onNext(_ element: Element) {
        var recipients = Observers()
        owner.locked {
            guard !isOver else {
                return
            }
            if owner.replaysLatest {
                keep(element)
            }
            recipients = observers
        }
        recipients.forEach { subscriber($0).onNext(element) }
    }

    /// With the owner's lock held: `element` becomes the latest.
    private func keep(_ element: Element) {
        if let latest {
            latest.pointee = element
        } else {
            let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            storage.initialize(to: element)
            latest = storage
        }
    }

    /// A subscriber of the bag, as the type it was inserted as.
    private func subscriber(_ object: AnyObject) -> ShareSubscriber<Element> {
        // Only `join` inserts, and only `ShareSubscriber<Element>`s: the cast cannot fail, and
        // unchecked it costs no look-up of the class's metadata.
        unsafeDowncast(object, to: ShareSubscriber<Element>.self)
    }
    // snippet:end share-connection-on-next

    /// With the owner's lock held: a terminal event ends the run and goes to every subscriber;
    /// once the run is over, nobody receives anything.
    private func endRunIfOpen() -> Observers {
        isOver ? Observers() : endRun()
    }

    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The subscriber removed, released only after the lock (its release may run code).
        var removed: AnyObject?
        var lastOneLeft = false
        owner.locked {
            removed = observers.removeKey(disposeKey)
            // Gone already (or the run ended): nothing more to do.
            guard removed != nil, observers.count == 0 else {
                return
            }
            _ = endRun()
            lastOneLeft = true
        }
        removed = nil
        // The source's code runs when its subscription is disposed: after the lock.
        if lastOneLeft {
            sourceSubscription.dispose()
        }
    }

    /// With the owner's lock held: marks the run over, makes the owner forget it (unless a
    /// newer run has replaced it) and hands over the subscribers.
    private func endRun() -> Observers {
        isOver = true
        if owner.connection === self {
            owner.connection = nil
        }
        return observers.takeAll()
    }

    deinit {
        if let latest {
            latest.deinitialize(count: 1)
            latest.deallocate()
        }
        Resources.decrementTotal()
    }
}
// snippet:end share-while-connected
