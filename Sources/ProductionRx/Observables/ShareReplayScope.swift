// `share(replay:scope:)`: `multicast` + `refCount` in one call, with RxSwift's optimised
// versions of the two most common cases. Chapter 9 (Subjects and sharing).

/// Subject lifetime scope
public enum SubjectLifetimeScope: Sendable {
    /// **Each connection will have it's own subject instance to store replay events.**
    /// **Connections will be isolated from each another.**
    ///
    /// Configures the underlying implementation to behave equivalent to.
    ///
    ///     source.multicast(makeSubject: { MySubject() }).refCount()
    ///
    /// **This is the recommended default.**
    ///
    /// This has the following consequences:
    /// * `retry` or `concat` operators will function as expected because terminating the
    ///   sequence will clear internal state.
    /// * Each connection to source observable sequence will use it's own subject.
    /// * When the number of subscribers drops from 1 to 0 and connection to source sequence is
    ///   disposed, subject will be cleared.
    case whileConnected

    /// **One subject will store replay events for all connections to source.**
    /// **Connections won't be isolated from each another.**
    ///
    /// Configures the underlying implementation behave equivalent to.
    ///
    ///     source.multicast(MySubject()).refCount()
    ///
    /// This has the following consequences:
    /// * Using `retry` or `concat` operators after this operator usually isn't advised.
    /// * Each connection to source observable sequence will share the same subject.
    /// * After number of subscribers drops from 1 to 0 and connection to source observable
    ///   sequence is dispose, this operator will continue holding a reference to the same
    ///   subject. If at some later moment a new observer initiates a new connection to source
    ///   it can potentially receive some of the stale events received during previous
    ///   connection.
    /// * After source sequence terminates any new observer will always immediately receive
    ///   replayed elements and terminal event. No new subscriptions to source observable
    ///   sequence will be attempted.
    case forever
}

extension ObservableType {
    /// Returns an observable sequence that **shares a single subscription to the underlying
    /// sequence**, and immediately upon subscription replays elements in buffer.
    ///
    /// This operator is equivalent to:
    /// * `.whileConnected`
    ///
    ///       // Each connection will have it's own subject instance to store replay events.
    ///       // Connections will be isolated from each another.
    ///       source.multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
    ///
    /// * `.forever`
    ///
    ///       // One subject will store replay events for all connections to source.
    ///       // Connections won't be isolated from each another.
    ///       source.multicast(ReplaySubject.create(bufferSize: replay)).refCount()
    ///
    /// It uses optimized versions of the operators for most common operations.
    ///
    /// - parameter replay: Maximum element count of the replay buffer.
    /// - parameter scope: Lifetime scope of sharing subject. For more information see
    ///   `SubjectLifetimeScope` enum.
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    /// - returns: An observable sequence that contains the elements of a sequence produced by
    ///   multicasting the source sequence.
    // snippet:begin share-replay-scope
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            switch replay {
            case 0: return multicast(PublishSubject()).refCount()
            default: return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable())
            case 1: return ShareReplay1WhileConnected(source: asObservable())
            default: return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
            }
        }
    }
    // snippet:end share-replay-scope
}

// snippet:begin share-replay-1-connection
/// One connection of `share(replay: 1, scope: .whileConnected)`: the observer subscribed to
/// the source, the subscribers' bag and the latest element, all under the parent's lock.
/// When the last subscriber leaves or the source ends, the parent forgets it.
private final class ShareReplay1WhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    typealias Parent = ShareReplay1WhileConnected<Element>
    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()

    private let lock: RecursiveLock
    // state, guarded by `lock` (the parent's)
    private var disposed = false
    fileprivate var observers = Observers()
    private var element: Element?

    init(parent: Parent, lock: RecursiveLock) {
        self.parent = parent
        self.lock = lock
        Resources.incrementTotal()
    }

    final func on(_ event: Event<Element>) {
        let observers = lock.performLocked { synchronized_on(event) }
        dispatch(observers, event)
    }

    private final func synchronized_on(_ event: Event<Element>) -> Observers {
        if disposed {
            return Observers()
        }

        switch event {
        case .next(let element):
            self.element = element
            return observers
        case .error, .completed:
            let observers = self.observers
            synchronized_dispose()
            return observers
        }
    }

    final func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    /// Adds `observer`; when there is a latest element, returns it with the
    /// `ReplayingObserver` that stands in the bag for `observer`, for the caller to replay
    /// once the lock is released.
    final func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> (Disposable, (ReplayingObserver<Element>, Element)?)
    where Observer.Element == Element {
        lock.performLocked {
            guard let element else {
                let disposeKey = observers.insert(observer.on)
                return (SubscriptionDisposable(owner: self, key: disposeKey), nil)
            }

            let replaying = ReplayingObserver(observer.on)
            let disposeKey = observers.insert(replaying.on)
            return (SubscriptionDisposable(owner: self, key: disposeKey), (replaying, element))
        }
    }

    private final func synchronized_dispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
    }

    final func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        let shouldDisconnect = lock.performLocked {
            synchronized_unsubscribe(disposeKey)
        }

        if shouldDisconnect {
            subscription.dispose()
        }
    }

    @inline(__always)
    private final func synchronized_unsubscribe(_ disposeKey: DisposeKey) -> Bool {
        // Already unsubscribed (or the connection ended): nothing to do.
        if observers.removeKey(disposeKey) == nil {
            return false
        }

        if observers.count == 0 {
            synchronized_dispose()
            return true
        }

        return false
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end share-replay-1-connection

// snippet:begin share-replay-1
/// `share(replay: 1, scope: .whileConnected)`, optimised for the most common case: no
/// subject, no `refCount`, just a connection that remembers the latest element.
private final class ShareReplay1WhileConnected<Element>: Observable<Element> {
    fileprivate typealias Connection = ShareReplay1WhileConnectedConnection<Element>

    fileprivate let source: Observable<Element>

    private let lock = RecursiveLock()

    // state, guarded by `lock`
    fileprivate var connection: Connection?

    init(source: Observable<Element>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection = synchronized_subscribe(observer)
        let count = connection.observers.count

        let (disposable, replay) = connection.synchronized_subscribe(observer)
        lock.unlock()

        // The latest element is replayed outside the lock: the observer's code may wait for
        // a lock whose holder is waiting for ours (chapter 10, "Lock inversion").
        if let (replaying, element) = replay {
            replaying.replay([.next(element)])
        }

        // The first subscriber connects, outside the lock: the source may send at once.
        if count == 0 {
            connection.connect()
        }

        return disposable
    }

    @inline(__always)
    private func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Connection where Observer.Element == Element {
        let connection: Connection

        if let existingConnection = self.connection {
            connection = existingConnection
        } else {
            connection = ShareReplay1WhileConnectedConnection<Element>(parent: self, lock: lock)
            self.connection = connection
        }

        return connection
    }
}
// snippet:end share-replay-1

/// One connection of `share(replay: 0, scope: .whileConnected)`: like
/// `ShareReplay1WhileConnectedConnection`, without the element.
private final class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    typealias Parent = ShareWhileConnected<Element>
    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()

    private let lock: RecursiveLock
    // state, guarded by `lock` (the parent's)
    private var disposed = false
    fileprivate var observers = Observers()

    init(parent: Parent, lock: RecursiveLock) {
        self.parent = parent
        self.lock = lock
        Resources.incrementTotal()
    }

    final func on(_ event: Event<Element>) {
        let observers = lock.performLocked { synchronized_on(event) }
        dispatch(observers, event)
    }

    private final func synchronized_on(_ event: Event<Element>) -> Observers {
        if disposed {
            return Observers()
        }

        switch event {
        case .next:
            return observers
        case .error, .completed:
            let observers = self.observers
            synchronized_dispose()
            return observers
        }
    }

    final func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    final func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked {
            let disposeKey = observers.insert(observer.on)

            return SubscriptionDisposable(owner: self, key: disposeKey)
        }
    }

    private final func synchronized_dispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
    }

    final func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        let shouldDisconnect = lock.performLocked {
            synchronized_unsubscribe(disposeKey)
        }

        if shouldDisconnect {
            subscription.dispose()
        }
    }

    @inline(__always)
    private final func synchronized_unsubscribe(_ disposeKey: DisposeKey) -> Bool {
        // Already unsubscribed (or the connection ended): nothing to do.
        if observers.removeKey(disposeKey) == nil {
            return false
        }

        if observers.count == 0 {
            synchronized_dispose()
            return true
        }

        return false
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// `share(replay: 0, scope: .whileConnected)`, optimised: a connection per run of the source,
/// shared by everyone subscribed meanwhile.
private final class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate typealias Connection = ShareWhileConnectedConnection<Element>

    fileprivate let source: Observable<Element>

    private let lock = RecursiveLock()

    // state, guarded by `lock`
    fileprivate var connection: Connection?

    init(source: Observable<Element>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection = synchronized_subscribe(observer)
        let count = connection.observers.count

        let disposable = connection.synchronized_subscribe(observer)
        lock.unlock()

        // The first subscriber connects, outside the lock: the source may send at once.
        if count == 0 {
            connection.connect()
        }

        return disposable
    }

    @inline(__always)
    private func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Connection where Observer.Element == Element {
        let connection: Connection

        if let existingConnection = self.connection {
            connection = existingConnection
        } else {
            connection = ShareWhileConnectedConnection<Element>(parent: self, lock: lock)
            self.connection = connection
        }

        return connection
    }
}
