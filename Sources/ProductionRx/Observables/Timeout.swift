// `timeout`: an error, or a switch to another sequence, when the next element is late. Tested
// in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Fails with `RxError.timeout` when the source leaves a gap longer than `dueTime`
    /// between two elements (for the first: after the subscription).
    ///
    /// The source is unsubscribed when the timeout fires.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: The longest gap allowed.
    /// - parameter scheduler: The scheduler of the timers.
    /// - returns: The source's events, or `RxError.timeout` after too long a gap.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the source leaves a gap longer than `dueTime` between two
    /// elements (for the first: after the subscription).
    ///
    /// The source is unsubscribed when the timeout fires, and `other` subscribed instead.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: The longest gap allowed.
    /// - parameter other: The sequence that takes over after too long a gap.
    /// - parameter scheduler: The scheduler of the timers.
    /// - returns: The source's events, then, after too long a gap, `other`'s.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element>
    where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// One subscription of `timeout`. Each source event moves `generation` on, under `lock`, and
/// each timer knows the generation it was started in: a timer that fires in a later one has
/// lost, and once a timer has won (`timedOut`) the source's events are ignored.
private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var generation = 0
    private var timedOut = false

    /// The running timer; a new one replaces (and so cancels) it.
    private let timer = SerialDisposable()
    /// The source's subscription, replaced by `other`'s when the timer wins.
    private let current = SerialDisposable()

    init(dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        current.disposable = sourceSubscription
        startTimer()
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(current, timer)
    }

    func on(_ event: Event<Element>) {
        let beatsTimer: Bool = lock.performLocked {
            guard !timedOut else {
                return false
            }
            generation &+= 1
            return true
        }
        guard beatsTimer else {
            return
        }
        if event.isStopEvent {
            end(event)
        } else {
            forwardOn(event)
            startTimer()
        }
    }

    /// Starts a timer for the current generation.
    private func startTimer() {
        guard !timer.isDisposed else {
            return
        }
        let slot = SingleAssignmentDisposable()
        timer.disposable = slot
        let startedIn = lock.performLocked { generation }
        slot.setDisposable(
            scheduler.scheduleRelative(startedIn, dueTime: dueTime) { startedIn in
                self.fire(startedIn)
                return Disposables.create()
            })
    }

    private func fire(_ startedIn: Int) {
        let wins: Bool = lock.performLocked {
            timedOut = startedIn == generation
            return timedOut
        }
        if wins {
            // Taking the source's place in `current` disposes the source's subscription.
            current.disposable = other.subscribe(forwarder())
        }
    }
}

/// The observable `timeout` returns; without `other`, `other` is `error(RxError.timeout)`.
private final class Timeout<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}
