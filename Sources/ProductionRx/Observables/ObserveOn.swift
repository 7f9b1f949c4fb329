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
    let scheduler: ImmediateSchedulerType
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

/// Whether an `ObserveOnSink` has a drain running on its scheduler.
enum ObserveOnState: Int32 {
    /// No drain is running; the next event starts one.
    case stopped = 0
    /// A drain is running; new events only join the queue.
    case running = 1
}

// snippet:begin observe-on-sink
/// One subscription of `observe(on:)` on a general scheduler: events join a queue under a
/// lock, and a single drain, scheduled recursively on the scheduler, delivers them one by
/// one. Only one drain runs at a time, so the observer never sees two events at once, even on
/// a concurrent scheduler.
private final class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    let scheduler: ImmediateSchedulerType

    var lock = SpinLock()
    let observer: Observer

    // state
    var state = ObserveOnState.stopped
    var queue = Queue<Event<Element>>(capacity: 10)

    let scheduleDisposable = SerialDisposable()
    let cancel: Cancelable

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
    }

    override func onCore(_ event: Event<Element>) {
        let shouldStart = lock.performLocked { () -> Bool in
            self.queue.enqueue(event)

            switch self.state {
            case .stopped:
                self.state = .running
                return true
            case .running:
                return false
            }
        }

        if shouldStart {
            scheduleDisposable.disposable = scheduler.scheduleRecursive((), action: run)
        }
    }

    func run(_ state: (), _ recurse: (()) -> Void) {
        let (nextEvent, observer) = lock.performLocked { () -> (Event<Element>?, Observer) in
            if !self.queue.isEmpty {
                return (self.queue.dequeue(), self.observer)
            } else {
                self.state = .stopped
                return (nil, self.observer)
            }
        }

        // The observer is called outside the lock, so that it may send more events back in.
        if let nextEvent, !cancel.isDisposed {
            observer.on(nextEvent)
            if nextEvent.isStopEvent {
                dispose()
            }
        } else {
            return
        }

        let shouldContinue = shouldContinue_synchronized()

        if shouldContinue {
            recurse(())
        }
    }

    func shouldContinue_synchronized() -> Bool {
        lock.performLocked {
            let isEmpty = self.queue.isEmpty
            if isEmpty {
                self.state = .stopped
            }
            return !isEmpty
        }
    }

    override func dispose() {
        super.dispose()

        cancel.dispose()
        scheduleDisposable.dispose()
    }
}
// snippet:end observe-on-sink

// snippet:begin observe-on-serial-sink
/// One subscription of `observe(on:)` on a serial dispatch queue: each event is one action
/// on the queue. The queue itself keeps them in order and apart, so no lock or queue of our
/// own is needed.
private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    let scheduler: SerialDispatchQueueScheduler
    let observer: Observer

    let cancel: Cancelable

    /// What one scheduled delivery carries. A struct, not a `(sink, event)` tuple: a closure
    /// over a tuple must be wrapped in a reabstraction thunk, allocated on every call, to be
    /// passed where `schedule` expects `(StateType) -> Disposable` (chapter 15).
    struct Delivery {
        let sink: ObserveOnSerialDispatchQueueSink<Observer>
        let event: Event<Element>
    }

    // Made once per subscription rather than once per event.
    var cachedScheduleLambda: ((Delivery) -> Disposable)!

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()

        cachedScheduleLambda = { delivery in
            guard !cancel.isDisposed else { return Disposables.create() }

            delivery.sink.observer.on(delivery.event)

            if delivery.event.isStopEvent {
                delivery.sink.dispose()
            }

            return Disposables.create()
        }
    }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule(Delivery(sink: self, event: event), action: cachedScheduleLambda!)
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
    let scheduler: SerialDispatchQueueScheduler
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        self.source = source
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
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

#if TRACE_RESOURCES
/// How many `observe(on:)` observables on a serial dispatch queue are alive.
private let numberOfSerialDispatchObservables = AtomicInt(0)

extension Resources {
    /// How many observables `observe(on:)` made for a `SerialDispatchQueueScheduler` (or
    /// `MainScheduler`) are alive (debug builds only, as in RxSwift). Meant for tests: it
    /// shows that the fast path was taken, and that its observables are freed.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        load(numberOfSerialDispatchObservables)
    }
}
#endif
