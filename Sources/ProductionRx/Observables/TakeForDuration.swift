// `take(for:scheduler:)`: the source's elements until a duration has passed, then completion.
// RxSwift keeps it in Take.swift. Tested in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Sends the source's events for `duration` from the subscription on, then completes;
    /// `scheduler` runs the timer.
    ///
    /// The timer's completion and the source's events are serialised by a lock, so they may
    /// come from different threads.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: How long to send elements for.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: The source's elements sent during `duration`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Sends the source's events for `duration`, then completes. The spelling RxSwift 6
    /// deprecates; use `take(for:scheduler:)`.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: How long to send elements for.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: The source's elements sent during `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// One subscription of `take(for:scheduler:)`: forwards the source until the timer ends the
/// result; the two take turns under one lock.
private final class TakeTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let lock = RecursiveLock()

    /// Starts the timer, then subscribes to `source`; disposing the result stops both.
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.timeIsUp()
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = lock.performLocked {
            guard event.isStopEvent else {
                forwardOn(event)
                return false
            }
            endUnderLock(event)
            return true
        }
        if ended {
            dispose()
        }
    }

    private func timeIsUp() {
        lock.performLocked {
            endUnderLock(.completed)
        }
        dispose()
    }
}

/// The observable `take(for:scheduler:)` returns.
private final class TakeTime<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = TakeTimeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, duration: duration, scheduler: scheduler))
    }
}
