// Workbook step 12, PublishSubject: your copy of Sources/ProductionRx/Subjects/PublishSubject.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 12`.

// PublishSubject: sends each event to the observers subscribed at that moment. Chapter 9
// (Subjects and sharing).

/// A sequence you send events into by hand: each event goes to the observers subscribed at
/// that moment, and to nobody else.
///
/// After a terminal event the subject drops further events, and a new subscriber receives
/// that terminal event at once. After `dispose()` it drops elements, and a new subscriber
/// receives `RxError.disposed(object:)`; as in RxSwift, a terminal event sent after
/// `dispose()` is still kept and then sent to new subscribers instead.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock, to the
/// observers subscribed when the event arrived. The subject does not serialise senders: two
/// threads calling `on(_:)` at once make two deliveries overlap (debug builds warn).
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType {
    /// The subject is its own observer.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline typealias Observers = Bag<(Event<Element>) -> Void>

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    @usableFromInline let lock = RecursiveLock()

    // Everything below is read and written with `lock` held.
    /// The observers subscribed now. A terminal event and `dispose()` empty it.
    @usableFromInline var observers = Observers()
    /// `true` until a terminal event or `dispose()`: the one check an element makes.
    @usableFromInline var isOpen = true
    /// The terminal event, once one came, for later subscribers. `dispose()` forgets it.
    @usableFromInline var terminalEvent: Event<Element>?
    /// `true` once `dispose()` was called.
    @usableFromInline var disposed = false

    #if DEBUG
    @usableFromInline let synchronizationTracker = SynchronizationTracker()
    #endif

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool {
        // RxSwift reads the flag without the lock; taking it costs little and is race-free.
        lock.performLocked { disposed }
    }

    /// Creates a subject with no observers.
    public override init() {
        super.init()
        Resources.incrementTotal()
    }

    // snippet:begin publish-subject-on
    /// Sends `event` to every observer subscribed at this moment; after a terminal event,
    /// sends nothing more.
    @inlinable
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        dispatch(recipients(of: event), event)
    }

    /// Under the lock, who receives `event`: every current observer for an element while the
    /// subject is open; for the first terminal event, every observer, handed over and
    /// forgotten, while the subject closes and keeps the event; nobody otherwise.
    @inlinable
    func recipients(of event: Event<Element>) -> Observers {
        // snippet:begin workbook-publish-subject-on
        // Step 12: under `lock`, decide who receives `event` and return them: the
        // current observers for an element while the subject `isOpen`; for the
        // first terminal event, keep it in `terminalEvent`, close the subject, and
        // hand over (and forget) every observer: `observers.takeAll()`.
        Observers()
        // snippet:end workbook-publish-subject-on
    }
    // snippet:end publish-subject-on

    // snippet:begin publish-subject-subscribe
    /// Adds `observer`; disposing the result removes it again. A subject that has ended or
    /// was disposed keeps no observer: it tells it why at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { admit(observer) }
    }

    /// With `lock` held: keeps `observer` while the subject is open; otherwise sends it the
    /// kept terminal event, or, if there is none, the error that says the subject was disposed.
    func admit<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // snippet:begin workbook-publish-subject-subscribe
        // Step 12: while the subject is open, add `observer.on` to `observers` and
        // return a SubscriptionDisposable that removes it. Otherwise send the kept
        // terminal event at once, or, if there is none, `RxError.disposed(object:)`.
        Disposables.create()
        // snippet:end workbook-publish-subject-subscribe
    }
    // snippet:end publish-subject-subscribe

    /// The subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Forgets every observer and the terminal event; from now on the subject drops
    /// elements, and a new subscriber receives `RxError.disposed(object:)`.
    public func dispose() {
        // snippet:begin workbook-publish-subject-dispose
        // Step 12: under `lock`, mark the subject disposed and closed, forget every observer and the terminal event.
        // snippet:end workbook-publish-subject-dispose
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension PublishSubject: SynchronizedUnsubscribeType {
    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // snippet:begin workbook-publish-subject-unsubscribe
        // Step 12: under `lock`, remove the observer stored under `disposeKey`.
        // snippet:end workbook-publish-subject-unsubscribe
    }
}
