// `Observable.interval` and `Observable.timer`: sequences made by a scheduler's clock, tested
// in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType where Element: RxAbstractInteger {
    /// Counts `0`, `1`, `2`, … one every `period`, the first one `period` after the
    /// subscription; `scheduler` runs the timer.
    ///
    /// The sequence never ends by itself: dispose the subscription.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    /// - parameter period: The time between two numbers, and before the first.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: An endless count, one number per `period`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Sends `0` after `dueTime`; then, with a `period`, counts on every `period`, and
    /// without one, completes.
    ///
    /// With a `period` the sequence never ends by itself: dispose the subscription.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    /// - parameter dueTime: When the `0` comes, counted from the subscription.
    /// - parameter period: The time between the numbers after it, if any follow.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: `0` then completion, or an endless count.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

/// One subscription of a periodic `timer` (and of `interval`): the scheduler's periodic
/// action sends the count and returns the next one.
private final class PeriodicTimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    /// Keeps two ticks from overlapping on a concurrent scheduler, as RxSwift does
    /// (RxSwift/Observables/Timer.swift).
    private let lock = RecursiveLock()

    func run(after dueTime: RxTimeInterval, every period: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        scheduler.schedulePeriodic(Observer.Element.zero, startAfter: dueTime, period: period) { count in
            self.lock.performLocked {
                self.forwardOn(.next(count))
                // Wrapping, as RxSwift does: an `Int8` interval runs on after 127 at -128.
                return count &+ 1
            }
        }
    }
}

/// One subscription of a one-shot `timer`: one scheduled action sends `0` and completes.
private final class OneShotTimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    func run(after dueTime: RxTimeInterval, on scheduler: SchedulerType) -> Disposable {
        // The sink travels as the action's state: the scheduler keeps it alive until the
        // action runs or is cancelled, and the closure itself captures nothing.
        scheduler.scheduleRelative(self, dueTime: dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.end(.completed)
            return Disposables.create()
        }
    }
}

/// The observable `interval` and `timer` return: periodic with a period, one-shot without.
private final class Timer<Element: RxAbstractInteger>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        guard let period else {
            let sink = OneShotTimerSink(observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(after: dueTime, on: scheduler))
        }
        let sink = PeriodicTimerSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(after: dueTime, every: period, on: scheduler))
    }
}
