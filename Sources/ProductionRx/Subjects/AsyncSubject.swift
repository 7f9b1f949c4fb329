// AsyncSubject: sends only its last element, and only when it completes. Chapter 9
// (Subjects and sharing).

/// An AsyncSubject emits the last value (and only the last value) emitted by the source Observable,
/// and only after that source Observable completes.
///
/// (If the source Observable does not emit any values, the AsyncSubject also completes without emitting any values.)
/// An error is sent alone, without the last element. A subscriber that comes after the end
/// receives the same ending at once.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock. Unlike
/// the other subjects it cannot be disposed.
public final class AsyncSubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    SynchronizedUnsubscribeType
{
    /// The type of the observer that represents this subject (the subject itself).
    public typealias SubjectObserverType = AsyncSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    /// Indicates whether the subject has any observers
    public var hasObservers: Bool {
        lock.performLocked {
            observers.count > 0
        }
    }

    let lock = RecursiveLock()

    // state, guarded by `lock`
    private var observers = Observers()
    private var isStopped = false
    /// `.next(last)` when the subject completed after an element, otherwise the terminal event.
    private var stoppedEvent = nil as Event<Element>? {
        didSet {
            isStopped = stoppedEvent != nil
        }
    }
    private var lastElement: Element?

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject.
    public override init() {
        Resources.incrementTotal()
        super.init()
    }

    // snippet:begin async-subject-on
    /// Notifies all subscribed observers about next event.
    ///
    /// - parameter event: Event to send to the observers.
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        let (observers, event) = synchronized_on(event)
        switch event {
        case .next:
            dispatch(observers, event)
            dispatch(observers, .completed)
        case .completed:
            dispatch(observers, event)
        case .error:
            dispatch(observers, event)
        }
    }

    func synchronized_on(_ event: Event<Element>) -> (Observers, Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        if isStopped {
            return (Observers(), .completed)
        }

        switch event {
        case .next(let element):
            lastElement = element
            return (Observers(), .completed)
        case .error:
            stoppedEvent = event

            let observers = self.observers
            self.observers.removeAll()

            return (observers, event)
        case .completed:
            let observers = self.observers
            self.observers.removeAll()

            if let lastElement {
                stoppedEvent = .next(lastElement)
                return (observers, .next(lastElement))
            } else {
                stoppedEvent = event
                return (observers, .completed)
            }
        }
    }
    // snippet:end async-subject-on

    /// Subscribes an observer to the subject.
    ///
    /// - parameter observer: Observer to subscribe to the subject.
    /// - returns: Disposable object that can be used to unsubscribe the observer from the subject.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { synchronized_subscribe(observer) }
    }

    func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let stoppedEvent {
            switch stoppedEvent {
            case .next:
                observer.on(stoppedEvent)
                observer.on(.completed)
            case .completed:
                observer.on(stoppedEvent)
            case .error:
                observer.on(stoppedEvent)
            }
            return Disposables.create()
        }

        let key = observers.insert(observer.on)

        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { synchronized_unsubscribe(disposeKey) }
    }

    func synchronized_unsubscribe(_ disposeKey: DisposeKey) {
        _ = observers.removeKey(disposeKey)
    }

    /// Returns observer interface for subject.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    deinit {
        Resources.decrementTotal()
    }
}
