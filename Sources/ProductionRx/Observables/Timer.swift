// `Observable.interval` and `Observable.timer`: sequences made by a scheduler's clock, tested
// in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType where Element: RxAbstractInteger {
    /// Returns an observable sequence that produces a value after each period, using the
    /// specified scheduler to run timers and to send out observer messages.
    ///
    /// The first value, `0`, comes one `period` after the subscription; then `1`, `2`, … one
    /// `period` apart. The sequence never ends by itself: dispose the subscription.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    /// - parameter period: Period for producing the values in the resulting sequence.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence that produces a value after each period.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Returns an observable sequence that periodically produces a value after the specified
    /// initial relative due time has elapsed, using the specified scheduler to run timers.
    ///
    /// Without a `period` it sends `0` after `dueTime` and completes at once. With one it sends
    /// `0` after `dueTime`, then `1`, `2`, … every `period`, and never ends by itself.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameter dueTime: Relative time at which to produce the first value.
    /// - parameter period: Period to produce subsequent values.
    /// - parameter scheduler: Scheduler to run timers on.
    /// - returns: An observable sequence that produces a value after due time has elapsed and
    ///   then each period.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// One subscription of a periodic `timer` (and of `interval`): the scheduler's periodic
/// action sends the counter and returns the next one.
private final class TimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Parent = Timer<Observer.Element>

    private let parent: Parent
    private let period: RxTimeInterval
    /// Keeps two ticks from overlapping on a concurrent scheduler, as RxSwift does.
    private let lock = RecursiveLock()

    init(parent: Parent, period: RxTimeInterval, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        self.period = period
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        parent.scheduler.schedulePeriodic(0 as Observer.Element, startAfter: parent.dueTime, period: period) { state in
            self.lock.performLocked {
                self.forwardOn(.next(state))
                // Wrapping, as RxSwift does: an `Int8` interval runs on after 127 at -128.
                return state &+ 1
            }
        }
    }
}

/// One subscription of a one-shot `timer`: one scheduled action sends `0` and completes.
private final class TimerOneOffSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    typealias Parent = Timer<Observer.Element>

    private let parent: Parent

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        // `unowned`: the sink lives until it is disposed, and disposing it cancels the action.
        parent.scheduler.scheduleRelative(self, dueTime: parent.dueTime) { [unowned self] _ -> Disposable in
            self.forwardOn(.next(0))
            self.forwardOn(.completed)
            self.dispose()

            return Disposables.create()
        }
    }
}

/// The observable `interval` and `timer` return: periodic with a period, one-shot without.
private final class Timer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let scheduler: SchedulerType
    fileprivate let dueTime: RxTimeInterval
    fileprivate let period: RxTimeInterval?

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        if let period {
            let sink = TimerSink(parent: self, period: period, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        } else {
            let sink = TimerOneOffSink(parent: self, observer: observer, cancel: cancel)
            let subscription = sink.run()
            return (sink: sink, subscription: subscription)
        }
    }
}
