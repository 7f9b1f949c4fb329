// `observe(on:)`: deliver the source's events on a scheduler, in order, one at a time; with
// a fast path for serial dispatch queues. Chapter 7.

extension ObservableType {
    /// Wraps the source sequence so that its observers receive every event on `scheduler`.
    ///
    /// Events keep their order and never overlap, whatever thread the source sends them from.
    /// This only changes where the *observer* runs; to change where the *subscription* (the
    /// source's work) runs, use `subscribe(on:)`.
    ///
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    /// - parameter scheduler: The scheduler to deliver the events on.
    /// - returns: The source sequence whose observers are notified on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        guard let serialScheduler = scheduler as? SerialDispatchQueueScheduler else {
            return ObserveOn(source: asObservable(), scheduler: scheduler)
        }

        return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serialScheduler)
    }

    /// Wraps the source sequence so that its observers receive every event on `scheduler`.
    ///
    /// - parameter scheduler: The scheduler to deliver the events on.
    /// - returns: The source sequence whose observers are notified on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The observable `observe(on:)` returns for any scheduler but a serial dispatch queue.
private final class ObserveOn<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

// snippet:begin observe-on-sink
/// One subscription of `observe(on:)` on a general scheduler: events join a queue under a
/// lock, and a single drain, scheduled recursively on the scheduler, delivers them one by
/// one. Only one drain runs at a time, so the observer never sees two events at once, even on
/// a concurrent scheduler.
private final class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let observer: Observer
    private let cancel: Cancelable

    private let lock = SpinLock()
    // Both guarded by `lock`: the events waiting for the drain, and whether a drain is
    // scheduled or running (then a new event only joins the queue).
    private var waiting = Queue<Event<Element>>(capacity: 10)
    private var isDraining = false
    /// The drain's recursive scheduling, so that disposing stops it.
    private let drain = SerialDisposable()

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    override func onCore(_ event: Event<Element>) {
        let startsDrain: Bool = lock.performLocked {
            waiting.enqueue(event)
            defer { isDraining = true }
            return !isDraining
        }
        if startsDrain {
            drain.disposable = scheduler.scheduleRecursive((), action: drainStep)
        }
    }

    /// One step of the drain, on the scheduler: delivers the oldest waiting event, outside
    /// the lock (the observer may send events back upstream), then goes on while events
    /// wait. When none is left the drain ends, and the next event starts a new one.
    private func drainStep(_: (), _ recurse: (()) -> Void) {
        guard let event = oldestOrEndDrain(), !cancel.isDisposed else {
            return
        }
        observer.on(event)
        if event.isStopEvent {
            dispose()
        }
        if moreWaitingOrEndDrain() {
            recurse(())
        }
    }

    /// Under the lock: the oldest waiting event, or `nil` after ending the drain.
    private func oldestOrEndDrain() -> Event<Element>? {
        lock.performLocked {
            if let event = waiting.dequeue() {
                return event
            }
            isDraining = false
            return nil
        }
    }

    /// Under the lock: whether an event waits; if none does, the drain ends.
    private func moreWaitingOrEndDrain() -> Bool {
        lock.performLocked {
            if waiting.isEmpty {
                isDraining = false
            }
            return isDraining
        }
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
        drain.dispose()
    }
}
// snippet:end observe-on-sink

// snippet:begin observe-on-serial-sink
/// One subscription of `observe(on:)` on a serial dispatch queue: each event is one action
/// on the queue. The queue itself keeps them in order and apart, so no lock or queue of our
/// own is needed.
private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    /// What one scheduled delivery carries. A struct, not a `(sink, event)` tuple: a closure
    /// over a tuple must be wrapped in a reabstraction thunk, allocated on every call, to be
    /// passed where `schedule` expects `(StateType) -> Disposable` (chapter 15).
    struct Delivery {
        let sink: ObserveOnSerialDispatchQueueSink<Observer>
        let event: Event<Element>
    }

    private let scheduler: SerialDispatchQueueScheduler
    private let observer: Observer
    private let cancel: Cancelable
    // The action every delivery runs on the queue: one closure per subscription, made in
    // `init`, rather than one per event.
    private var deliver: ((Delivery) -> Disposable)!

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
        deliver = { delivery in
            if !cancel.isDisposed {
                delivery.sink.send(delivery.event)
            }
            return Disposables.create()
        }
    }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule(Delivery(sink: self, event: event), action: deliver)
    }

    /// On the queue: hands `event` to the observer (an element through `onNext`, so that the
    /// sinks below take it on the element path, chapter 15), and ends the subscription after
    /// a terminal one.
    private func send(_ event: Event<Element>) {
        if case .next(let element) = event {
            observer.onNext(element)
            return
        }
        observer.on(event)
        dispose()
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
    }
}
// snippet:end observe-on-serial-sink

/// The observable `observe(on:)` returns for a `SerialDispatchQueueScheduler` (and so for
/// `MainScheduler`).
private final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        #if TRACE_RESOURCES
        increment(numberOfSerialDispatchObservables)
        #endif
    }

    #if TRACE_RESOURCES
    deinit {
        decrement(numberOfSerialDispatchObservables)
    }
    #endif

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

#if TRACE_RESOURCES
/// How many `observe(on:)` observables on a serial dispatch queue are alive.
private let numberOfSerialDispatchObservables = AtomicInt(0)

extension Resources {
    /// How many observables `observe(on:)` made for a `SerialDispatchQueueScheduler` (or
    /// `MainScheduler`) are alive (`TRACE_RESOURCES` builds only, which here means debug builds, as
    /// in RxSwift: `RxSwift/Observables/ObserveOn.swift`). Meant for tests: it
    /// shows that the fast path was taken, and that its observables are freed.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        load(numberOfSerialDispatchObservables)
    }
}
#endif
