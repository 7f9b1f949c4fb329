// ReplaySubject: a PublishSubject that keeps the last elements (or all of them) and sends
// them, then its terminal event, to each new subscriber. Chapter 9 (Subjects and sharing).

/// A subject that remembers: every new subscriber first receives the elements it kept (the
/// last `bufferSize`, or all of them), then the live events.
///
/// A subscriber that comes after a terminal event receives the kept elements, then that
/// event; after `dispose()` it receives `RxError.disposed(object:)`.
///
/// Create one with `create(bufferSize:)` or `createUnbounded()`. Its state is guarded by a
/// `RecursiveLock`; events are delivered outside the lock, to the observers subscribed when
/// the event arrived, and so is the replay to a new subscriber.
///
/// RxSwift has a subclass per way of keeping elements (one, the last n, all); here one class
/// keeps them in a queue with an optional limit.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable {
    /// The subject is its own observer.
    public typealias SubjectObserverType = ReplaySubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    private let lock = RecursiveLock()
    /// How many elements to keep; `nil` keeps every one.
    private let limit: Int?

    // Everything below is read and written with `lock` held.
    /// The elements a new subscriber is replayed, oldest first.
    private var kept: Queue<Element>
    private var observers = Observers()
    /// The terminal event, once one came; replayed after the kept elements.
    private var terminalEvent: Event<Element>?
    private var disposed = false

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    private init(limit: Int?) {
        self.limit = limit
        kept = Queue(capacity: (limit ?? 0) + 1)
        super.init()
        Resources.incrementTotal()
    }

    /// A subject that replays at most the last `bufferSize` elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            // RxSwift crashes or loops for ever here; say what happened instead.
            rxFatalError("ReplaySubject.create(bufferSize: \(bufferSize)): the buffer size must not be negative. Chapter 9 explains the replay buffer.")
        }
        return ReplaySubject(limit: bufferSize)
    }

    /// A subject that replays every element it ever received to each new subscriber: its
    /// memory grows with every element, so keep it to sequences known to stay short.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: nil)
    }

    // snippet:begin replay-subject-on
    /// Keeps an element for later subscribers and sends it to every observer subscribed at
    /// this moment; sends a terminal event likewise, once, and nothing after it.
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        dispatch(recipients(of: event), event)
    }

    /// Under the lock: an element is kept and goes to every observer; the first terminal
    /// event is kept and takes the observers with it; after that, or after `dispose()`,
    /// nothing goes to anybody.
    private func recipients(of event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        guard !disposed, terminalEvent == nil else {
            return Observers()
        }
        guard case .next(let element) = event else {
            terminalEvent = event
            return observers.takeAll()
        }
        keep(element)
        return observers
    }

    /// Adds `element` to the kept ones, dropping the oldest beyond `limit`.
    private func keep(_ element: Element) {
        kept.enqueue(element)
        guard let limit else {
            return
        }
        while kept.count > limit {
            _ = kept.dequeue()
        }
    }
    // snippet:end replay-subject-on

    // snippet:begin replay-subject-subscribe
    /// Adds `observer` and replays the kept elements to it; disposing the result removes it
    /// again.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (subscription, replay) = lock.performLocked { admit(observer) }

        // The replay runs the observer's code, so it runs after the lock is released
        // (chapter 10, "Lock inversion").
        switch replay {
        case .nothing:
            break
        case .events(let events):
            for event in events {
                observer.on(event)
            }
        case .heldBack(let replaying, let events):
            replaying.replay(events)
        }
        return subscription
    }

    /// What to replay to a new subscriber once the lock is released.
    private enum Replay {
        /// Nothing: the observer is in the bag and gets live events directly.
        case nothing
        /// These events, ending with a terminal one: the observer is not kept.
        case events([Event<Element>])
        /// These events, through `ReplayingObserver`, which is in the bag and holds back
        /// live events until they have been sent.
        case heldBack(ReplayingObserver<Element>, [Event<Element>])
    }

    /// With `lock` held: the subscription and what to replay. A disposed subject sends the
    /// error that says so; an ended one, the kept elements and the end; an open one keeps
    /// the observer, behind a `ReplayingObserver` when there is something to replay.
    private func admit<Observer: ObserverType>(_ observer: Observer) -> (Disposable, Replay) where Observer.Element == Element {
        if disposed {
            return (Disposables.create(), .events([.error(RxError.disposed(object: self))]))
        }
        let replay = kept.elements.map { Event.next($0) }
        if let terminalEvent {
            return (Disposables.create(), .events(replay + [terminalEvent]))
        }
        if replay.isEmpty {
            let key = observers.insert(observer.on)
            return (SubscriptionDisposable(owner: self, key: key), .nothing)
        }
        let replaying = ReplayingObserver(observer.on)
        let key = observers.insert(replaying.on)
        return (SubscriptionDisposable(owner: self, key: key), .heldBack(replaying, replay))
    }
    // snippet:end replay-subject-subscribe

    /// The subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Forgets every observer and every kept element; from now on the subject ignores
    /// events, and a new subscriber receives `RxError.disposed(object:)`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            kept = Queue(capacity: 0)
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension ReplaySubject: SynchronizedUnsubscribeType {
    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(disposeKey)
        }
    }
}
