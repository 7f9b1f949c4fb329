// BehaviorSubject: a PublishSubject that remembers its latest element and sends it to each
// new subscriber. Chapter 9 (Subjects and sharing).

/// A value that changes over time, as a sequence: a new subscriber receives the current value
/// at once (the initial one until the first element), then every later element.
///
/// After a terminal event a new subscriber receives only that event; after `dispose()` it
/// receives `RxError.disposed(object:)`.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock, to the
/// observers subscribed when the event arrived. Unlike `PublishSubject`, a terminal event
/// does not remove the observers: `hasObservers` stays `true` until their subscriptions are
/// disposed.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The subject is its own observer.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline typealias Observers = Bag<(Event<Element>) -> Void>

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    @usableFromInline let lock = RecursiveLock()

    // Everything below is read and written with `lock` held.
    /// The value a new subscriber receives first, and `value()` returns.
    @usableFromInline var current: Element
    @usableFromInline var observers = Observers()
    /// `true` until a terminal event or `dispose()`: the one check an event makes.
    @usableFromInline var isOpen = true
    /// The terminal event, once one came, for later subscribers and `value()`.
    @usableFromInline var terminalEvent: Event<Element>?
    /// `true` once `dispose()` was called.
    @usableFromInline var disposed = false

    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates a subject whose current value is `value` until the first element arrives.
    public init(value: Element) {
        current = value
        super.init()
        Resources.incrementTotal()
    }

    /// The current value.
    ///
    /// After completion it is still the last element. It throws the error the subject ended
    /// with, or `RxError.disposed(object:)` once the subject was disposed.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if case .error(let error)? = terminalEvent {
            throw error
        }
        return current
    }

    // snippet:begin behavior-subject-on
    /// Makes an element the current value and sends it to every observer subscribed at this
    /// moment; sends a terminal event likewise, once, and nothing after it.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        dispatch(recipients(of: event), event)
    }

    /// Under the lock: while the subject is open, records `event` (an element as the current
    /// value, a terminal event as the end) and returns every observer; afterwards, nobody.
    @inlinable
    func recipients(of event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        guard isOpen else {
            return Observers()
        }
        if case .next(let element) = event {
            current = element
        } else {
            terminalEvent = event
            isOpen = false
        }
        return observers
    }
    // snippet:end behavior-subject-on

    // snippet:begin behavior-subject-subscribe
    /// Adds `observer` and sends it the current value; disposing the result removes it
    /// again. A subject that has ended or was disposed keeps no observer: it tells it why
    /// at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { admit(observer) }
    }

    /// With `lock` held: keeps `observer` and sends it the current value while the subject
    /// is open; otherwise sends it the terminal event, or, after `dispose()` (which forgets
    /// that event), the error that says so.
    func admit<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard isOpen else {
            observer.on(terminalEvent ?? .error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        observer.on(.next(current))
        return SubscriptionDisposable(owner: self, key: key)
    }
    // snippet:end behavior-subject-subscribe

    /// The subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Forgets every observer and the terminal event; from now on the subject ignores
    /// events, and `value()` and a new subscriber receive `RxError.disposed(object:)`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            isOpen = false
            observers.removeAll()
            terminalEvent = nil
        }
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension BehaviorSubject: SynchronizedUnsubscribeType {
    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(disposeKey)
        }
    }
}
