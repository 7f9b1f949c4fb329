// `timeout`: an error, or a switch to another sequence, when the next element is late. Tested
// in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Applies a timeout policy for each element in the observable sequence. If the next
    /// element isn't received within the specified timeout duration starting from its
    /// predecessor (the first element: from the subscription), a `RxError.timeout` is
    /// propagated to the observer.
    ///
    /// The source is unsubscribed when the timeout fires.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: Maximum duration between values before a timeout occurs.
    /// - parameter scheduler: Scheduler to run the timeout timer on.
    /// - returns: An observable sequence with a `RxError.timeout` in case of a timeout.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Applies a timeout policy for each element in the observable sequence, using the
    /// specified scheduler to run timeout timers. If the next element isn't received within
    /// the specified timeout duration starting from its predecessor (the first element: from
    /// the subscription), the other observable sequence is used to produce future messages
    /// from that point on.
    ///
    /// The source is unsubscribed when the timeout fires, and `other` subscribed instead.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    /// - parameter dueTime: Maximum duration between values before a timeout occurs.
    /// - parameter other: Sequence to return in case of a timeout.
    /// - parameter scheduler: Scheduler to run the timeout timer on.
    /// - returns: The source sequence switching to the other sequence in case of a timeout.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element>
    where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// One subscription of `timeout`. Every source event and every timer bumps or checks `id`
/// under `lock`: a timer fires only if no event came since it was started, and once it has
/// fired (`switched`) the source's events are ignored.
private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = Timeout<Element>

    private let parent: Parent

    /// Guards `id` and `switched`.
    private let lock = RecursiveLock()

    private let timerD = SerialDisposable()
    private let subscription = SerialDisposable()

    private var id = 0
    private var switched = false

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original

        createTimeoutTimer()

        original.setDisposable(parent.source.subscribe(self))

        return Disposables.create(subscription, timerD)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            let onNextWins = lock.performLocked { () -> Bool in
                let onNextWins = !switched
                if onNextWins {
                    id = id &+ 1
                }
                return onNextWins
            }

            if onNextWins {
                forwardOn(event)
                createTimeoutTimer()
            }
        case .error, .completed:
            let onEventWins = lock.performLocked { () -> Bool in
                let onEventWins = !switched
                if onEventWins {
                    id = id &+ 1
                }
                return onEventWins
            }

            if onEventWins {
                forwardOn(event)
                dispose()
            }
        }
    }

    /// Starts the timer for the current `id`, replacing (and so cancelling) the previous one.
    private func createTimeoutTimer() {
        if timerD.isDisposed {
            return
        }

        let nextTimer = SingleAssignmentDisposable()
        timerD.disposable = nextTimer

        let disposeSchedule = parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { state in
            let timerWins = self.lock.performLocked { () -> Bool in
                self.switched = (state == self.id)
                return self.switched
            }

            if timerWins {
                // Replacing the source's subscription disposes it.
                self.subscription.disposable = self.parent.other.subscribe(self.forwarder())
            }

            return Disposables.create()
        }

        nextTimer.setDisposable(disposeSchedule)
    }
}

/// The observable `timeout` returns; without `other`, `other` is `error(RxError.timeout)`.
private final class Timeout<Element>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let dueTime: RxTimeInterval
    fileprivate let other: Observable<Element>
    fileprivate let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
