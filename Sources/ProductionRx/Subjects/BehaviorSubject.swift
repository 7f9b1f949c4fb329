// BehaviorSubject: a PublishSubject that remembers its latest element and sends it to each
// new subscriber. Chapter 9 (Subjects and sharing).

/// Represents a value that changes over time.
///
/// Observers can subscribe to the subject to receive the last (or initial) value and all
/// subsequent notifications. After a terminal event a new subscriber receives only that
/// event; after `dispose()` it receives `RxError.disposed(object:)`.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock, to the
/// observers subscribed when the event arrived. Unlike `PublishSubject`, a terminal event
/// does not remove the observers: `hasObservers` stays `true` until their subscriptions are
/// disposed.
public final class BehaviorSubject<Element>:
    Observable<Element>,
    SubjectType,
    ObserverType,
    SynchronizedUnsubscribeType,
    Cancelable
{
    /// The type of the observer that represents this subject (the subject itself).
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    /// Indicates whether the subject has any observers
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    @usableFromInline let lock = RecursiveLock()

    // state, guarded by `lock`
    @usableFromInline var disposed = false
    @usableFromInline var element: Element
    @usableFromInline var observers = Observers()
    @usableFromInline var stoppedEvent: Event<Element>?

    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Indicates whether the subject has been disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Initializes a new instance of the subject that caches its last value and starts with the specified value.
    ///
    /// - parameter value: Initial value sent to observers when no other value has been received by the subject yet.
    public init(value: Element) {
        element = value
        super.init()
        Resources.incrementTotal()
    }

    /// Gets the current value or throws an error.
    ///
    /// After completion it is still the last element. It throws the error the subject ended
    /// with, or `RxError.disposed(object:)` once the subject was disposed.
    ///
    /// - returns: Latest value.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }

        if let error = stoppedEvent?.error {
            // intentionally throw exception
            throw error
        } else {
            return element
        }
    }

    // snippet:begin behavior-subject-on
    /// Notifies all subscribed observers about next event.
    ///
    /// - parameter event: Event to send to the observers.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        dispatch(synchronized_on(event), event)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if stoppedEvent != nil || disposed {
            return Observers()
        }

        switch event {
        case .next(let element):
            self.element = element
        case .error, .completed:
            stoppedEvent = event
        }

        return observers
    }
    // snippet:end behavior-subject-on

    // snippet:begin behavior-subject-subscribe
    /// Subscribes an observer to the subject.
    ///
    /// - parameter observer: Observer to subscribe to the subject.
    /// - returns: Disposable object that can be used to unsubscribe the observer from the subject.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { synchronized_subscribe(observer) }
    }

    func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }

        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }

        let key = observers.insert(observer.on)
        observer.on(.next(element))

        return SubscriptionDisposable(owner: self, key: key)
    }
    // snippet:end behavior-subject-subscribe

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { synchronized_unsubscribe(disposeKey) }
    }

    func synchronized_unsubscribe(_ disposeKey: DisposeKey) {
        if disposed {
            return
        }

        _ = observers.removeKey(disposeKey)
    }

    /// Returns observer interface for subject.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Unsubscribe all observers and release resources.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}
