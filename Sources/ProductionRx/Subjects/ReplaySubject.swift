// ReplaySubject: a PublishSubject that keeps the last elements (or all of them) and sends
// them, then its terminal event, to each new subscriber. Chapter 9 (Subjects and sharing).

/// Represents an object that is both an observable sequence as well as an observer.
///
/// Each notification is broadcasted to all subscribed and future observers, subject to buffer trimming policies.
/// A subscriber that comes after a terminal event receives the buffer, then that event;
/// after `dispose()` it receives `RxError.disposed(object:)`.
///
/// Create one with `create(bufferSize:)` or `createUnbounded()`. Its state is guarded by a
/// `RecursiveLock`; events are delivered outside the lock, to the observers subscribed when
/// the event arrived, and so is the replay to a new subscriber.
public class ReplaySubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    Disposable
{
    /// The type of the observer that represents this subject (the subject itself).
    public typealias SubjectObserverType = ReplaySubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    /// Indicates whether the subject has any observers
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    fileprivate let lock = RecursiveLock()

    // state, guarded by `lock`
    fileprivate var isDisposed = false
    fileprivate var stopped = false
    fileprivate var stoppedEvent = nil as Event<Element>? {
        didSet {
            stopped = stoppedEvent != nil
        }
    }
    fileprivate var observers = Observers()

    #if DEBUG
    fileprivate let synchronizationTracker = SynchronizationTracker()
    #endif

    func unsubscribe(_ key: DisposeKey) {
        rxAbstractMethod()
    }

    final var isStopped: Bool {
        stopped
    }

    /// Notifies all subscribed observers about next event.
    ///
    /// - parameter event: Event to send to the observers.
    public func on(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    /// Returns observer interface for subject.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Unsubscribe all observers and release resources.
    public func dispose() {
    }

    /// Creates new instance of `ReplaySubject` that replays at most `bufferSize` last elements of sequence.
    ///
    /// - parameter bufferSize: Maximal number of elements to replay to observer after subscription.
    /// - returns: New instance of replay subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        if bufferSize < 0 {
            // RxSwift crashes or loops for ever here; say what happened instead.
            rxFatalError("ReplaySubject.create(bufferSize: \(bufferSize)): the buffer size must not be negative. Chapter 9 explains the replay buffer.")
        }
        if bufferSize == 1 {
            return ReplayOne()
        } else {
            return ReplayMany(bufferSize: bufferSize)
        }
    }

    /// Creates a new instance of `ReplaySubject` that buffers all the elements of a sequence.
    /// To avoid filling up memory, developer needs to make sure that the use case will only ever store a 'reasonable'
    /// number of elements.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayAll()
    }

    override init() {
        super.init()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }
}

/// What every buffer policy shares: the event handling, subscription and disposal. The
/// subclasses only say how elements are kept (`addValueToBuffer`, `trim`) and replayed.
private class ReplayBufferBase<Element>: ReplaySubject<Element>, SynchronizedUnsubscribeType {
    func trim() {
        rxAbstractMethod()
    }

    func addValueToBuffer(_ value: Element) {
        rxAbstractMethod()
    }

    /// The buffer, oldest first, as the events a new subscriber is replayed. Called with
    /// `lock` held.
    func bufferedEvents() -> [Event<Element>] {
        rxAbstractMethod()
    }

    // snippet:begin replay-subject-on
    override func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        dispatch(synchronized_on(event), event)
    }

    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if isDisposed {
            return Observers()
        }

        if isStopped {
            return Observers()
        }

        switch event {
        case .next(let element):
            addValueToBuffer(element)
            trim()
            return observers
        case .error, .completed:
            stoppedEvent = event
            trim()
            let observers = self.observers
            self.observers.removeAll()
            return observers
        }
    }
    // snippet:end replay-subject-on

    // snippet:begin replay-subject-subscribe
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let (subscription, replay) = lock.performLocked { synchronized_subscribe(observer) }

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
    enum Replay {
        /// Nothing: the observer is in the bag and gets live events directly.
        case nothing
        /// These events, ending with a terminal one: the observer is not kept.
        case events([Event<Element>])
        /// These events, through `ReplayingObserver`, which is in the bag and holds back
        /// live events until they have been sent.
        case heldBack(ReplayingObserver<Element>, [Event<Element>])
    }

    func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> (Disposable, Replay) where Observer.Element == Element {
        if isDisposed {
            return (Disposables.create(), .events([.error(RxError.disposed(object: self))]))
        }

        let buffered = bufferedEvents()

        if let stoppedEvent {
            return (Disposables.create(), .events(buffered + [stoppedEvent]))
        }

        if buffered.isEmpty {
            let key = observers.insert(observer.on)
            return (SubscriptionDisposable(owner: self, key: key), .nothing)
        }

        let replaying = ReplayingObserver(observer.on)
        let key = observers.insert(replaying.on)
        return (SubscriptionDisposable(owner: self, key: key), .heldBack(replaying, buffered))
    }
    // snippet:end replay-subject-subscribe

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { synchronized_unsubscribe(disposeKey) }
    }

    func synchronized_unsubscribe(_ disposeKey: DisposeKey) {
        if isDisposed {
            return
        }

        _ = observers.removeKey(disposeKey)
    }

    override func dispose() {
        super.dispose()

        synchronizedDispose()
    }

    func synchronizedDispose() {
        lock.performLocked { synchronized_dispose() }
    }

    func synchronized_dispose() {
        isDisposed = true
        observers.removeAll()
    }
}

/// `create(bufferSize: 1)`: keeps just the latest element.
private final class ReplayOne<Element>: ReplayBufferBase<Element> {
    private var value: Element?

    override init() {
        super.init()
    }

    override func trim() {
    }

    override func addValueToBuffer(_ value: Element) {
        self.value = value
    }

    override func bufferedEvents() -> [Event<Element>] {
        if let value {
            return [.next(value)]
        }
        return []
    }

    override func synchronized_dispose() {
        super.synchronized_dispose()
        value = nil
    }
}

/// Keeps elements in a queue, oldest first.
private class ReplayManyBase<Element>: ReplayBufferBase<Element> {
    fileprivate var queue: Queue<Element>

    init(queueSize: Int) {
        queue = Queue(capacity: queueSize + 1)
    }

    override func addValueToBuffer(_ value: Element) {
        queue.enqueue(value)
    }

    override func bufferedEvents() -> [Event<Element>] {
        // A copy: an observer that sends to the subject while it is being replayed to changes
        // the buffer, not the elements this replay sends.
        var items = queue
        var events: [Event<Element>] = []
        events.reserveCapacity(items.count)
        while let item = items.dequeue() {
            events.append(.next(item))
        }
        return events
    }

    override func synchronized_dispose() {
        super.synchronized_dispose()
        queue = Queue(capacity: 0)
    }
}

/// `create(bufferSize:)` with any size but 1: keeps the last `bufferSize` elements.
private final class ReplayMany<Element>: ReplayManyBase<Element> {
    private let bufferSize: Int

    init(bufferSize: Int) {
        self.bufferSize = bufferSize

        super.init(queueSize: bufferSize)
    }

    override func trim() {
        while queue.count > bufferSize {
            _ = queue.dequeue()
        }
    }
}

/// `createUnbounded()`: keeps every element.
private final class ReplayAll<Element>: ReplayManyBase<Element> {
    init() {
        super.init(queueSize: 0)
    }

    override func trim() {
    }
}
