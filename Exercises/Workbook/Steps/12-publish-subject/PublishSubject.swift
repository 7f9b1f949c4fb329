// Workbook step 12, PublishSubject: your copy of Sources/ProductionRx/Subjects/PublishSubject.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 12`.

// PublishSubject: sends each event to the observers subscribed at that moment. Chapter 9
// (Subjects and sharing).

/// Represents an object that is both an observable sequence as well as an observer.
///
/// Each notification is broadcasted to all subscribed observers. After a terminal event the
/// subject ignores further events, and a new subscriber immediately receives that terminal
/// event. After `dispose()` it ignores elements, and a new subscriber receives
/// `RxError.disposed(object:)`; as in RxSwift, a terminal event sent after `dispose()` is
/// still stored and then sent to new subscribers instead.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock, to the
/// observers subscribed when the event arrived. The subject does not serialise senders: two
/// threads calling `on(_:)` at once make two deliveries overlap (debug builds warn).
public final class PublishSubject<Element>:
    Observable<Element>,
    SubjectType,
    Cancelable,
    ObserverType,
    SynchronizedUnsubscribeType
{
    /// The type of the observer that represents this subject (the subject itself).
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    /// Indicates whether the subject has any observers
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    @usableFromInline let lock = RecursiveLock()

    // state, guarded by `lock`
    @usableFromInline var disposed = false
    @usableFromInline var observers = Observers()
    @usableFromInline var stopped = false
    @usableFromInline var stoppedEvent = nil as Event<Element>?

    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Indicates whether the subject has been disposed.
    public var isDisposed: Bool {
        // RxSwift reads the flag without the lock; taking it costs little and is race-free.
        lock.performLocked { disposed }
    }

    /// Creates a subject.
    public override init() {
        super.init()
        Resources.incrementTotal()
    }

    // snippet:begin publish-subject-on
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
        // snippet:begin workbook-publish-subject-on
        // Step 12: under `lock`, decide who receives `event` and return them: the
        // current observers for an element, unless the subject is stopped or
        // disposed; for the first terminal event, remember it, stop, and hand over
        // (and forget) every observer.
        Observers()
        // snippet:end workbook-publish-subject-on
    }
    // snippet:end publish-subject-on

    // snippet:begin publish-subject-subscribe
    /// Subscribes an observer to the subject.
    ///
    /// - parameter observer: Observer to subscribe to the subject.
    /// - returns: Disposable object that can be used to unsubscribe the observer from the subject.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { synchronized_subscribe(observer) }
    }

    func synchronized_subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // snippet:begin workbook-publish-subject-subscribe
        // Step 12: a stopped subject sends its terminal event at once, a disposed one
        // `RxError.disposed(object:)`; otherwise add `observer.on` to `observers` and
        // return a SubscriptionDisposable that removes it.
        Disposables.create()
        // snippet:end workbook-publish-subject-subscribe
    }
    // snippet:end publish-subject-subscribe

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { synchronized_unsubscribe(disposeKey) }
    }

    func synchronized_unsubscribe(_ disposeKey: DisposeKey) {
        // snippet:begin workbook-publish-subject-unsubscribe
        // Step 12: remove the observer stored under `disposeKey`.
        // snippet:end workbook-publish-subject-unsubscribe
    }

    /// Returns observer interface for subject.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribe all observers and release resources.
    public func dispose() {
        lock.performLocked { synchronized_dispose() }
    }

    final func synchronized_dispose() {
        // snippet:begin workbook-publish-subject-dispose
        // Step 12: mark the subject disposed, forget every observer and the terminal event.
        // snippet:end workbook-publish-subject-dispose
    }

    deinit {
        Resources.decrementTotal()
    }
}
