// AsyncSubject: sends only its last element, and only when it completes. Chapter 9
// (Subjects and sharing).

/// A subject that holds back every element and, when it completes, sends only the last one
/// (if there was any), then completion.
///
/// An error is sent alone, without the last element. A subscriber that comes after the end
/// receives the same ending at once.
///
/// Its state is guarded by a `RecursiveLock`; events are delivered outside the lock. Unlike
/// the other subjects it cannot be disposed.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The subject is its own observer.
    public typealias SubjectObserverType = AsyncSubject<Element>

    typealias Observers = Bag<(Event<Element>) -> Void>

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked {
            observers.count > 0
        }
    }

    let lock = RecursiveLock()

    // Everything below is read and written with `lock` held.
    private var observers = Observers()
    /// The element completion will send, if any.
    private var lastElement: Element?
    /// Once the subject has ended, the events every observer receives, then and later: the
    /// last element (if any) and completion, or the error.
    private var ending: [Event<Element>]?

    #if DEBUG
    private let synchronizationTracker = SynchronizationTracker()
    #endif

    /// Creates a subject that has received nothing yet.
    public override init() {
        Resources.incrementTotal()
        super.init()
    }

    // snippet:begin async-subject-on
    /// Remembers an element as the last one; ends the subject on a terminal event, sending
    /// the ending to every observer subscribed at this moment.
    public func on(_ event: Event<Element>) {
        #if DEBUG
        synchronizationTracker.register(synchronizationErrorMessage: .default)
        defer { synchronizationTracker.unregister() }
        #endif
        let (recipients, ending) = recipients(of: event)
        for event in ending {
            dispatch(recipients, event)
        }
    }

    /// Under the lock: who receives what. An element only replaces the last one; the first
    /// terminal event fixes the ending and hands it over with every observer; after that,
    /// nothing goes to anybody.
    private func recipients(of event: Event<Element>) -> (Observers, [Event<Element>]) {
        lock.lock()
        defer { lock.unlock() }
        guard ending == nil else {
            return (Observers(), [])
        }
        let ending: [Event<Element>]
        switch event {
        case .next(let element):
            lastElement = element
            return (Observers(), [])
        case .error:
            ending = [event]
        case .completed:
            ending = lastElement.map { [.next($0), .completed] } ?? [.completed]
        }
        self.ending = ending
        return (observers.takeAll(), ending)
    }
    // snippet:end async-subject-on

    /// Adds `observer`, or, once the subject has ended, sends it the ending at once;
    /// disposing the result removes it again.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked {
            guard let ending else {
                let key = observers.insert(observer.on)
                return SubscriptionDisposable(owner: self, key: key)
            }
            for event in ending {
                observer.on(event)
            }
            return Disposables.create()
        }
    }

    /// The subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    deinit {
        Resources.decrementTotal()
    }
}

extension AsyncSubject: SynchronizedUnsubscribeType {
    func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(disposeKey)
        }
    }
}
