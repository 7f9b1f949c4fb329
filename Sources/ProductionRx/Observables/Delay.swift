// `delay`: every element and the completion shifted later by the same time; an error passes at
// once. Tested in virtual time in chapter 8 ("Testing in virtual time").
import Foundation

extension ObservableType {
    /// Returns an observable sequence by delaying the generation of elements and of the
    /// completion by `dueTime`, using the specified scheduler to run timers.
    ///
    /// Each element (and the completion) is sent `dueTime` after the moment it arrived, so the
    /// gaps between them stay as they were. An error is *not* delayed: it is sent as soon as
    /// it arrives, and the elements still waiting are dropped.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    /// - parameter dueTime: Relative time shift of the source by.
    /// - parameter scheduler: Scheduler to run the delay timers on.
    /// - returns: The source sequence with the elements shifted by the specified time.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// One subscription of `delay`: the source's events join a queue stamped with their arrival
/// time; one drain, scheduled recursively, sends each when its time has come.
///
/// The complications all come from the error, which must overtake the queue: it may arrive on
/// another thread while the drain runs, so the two meet under `lock`.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    /// Guards `active`, `running`, `errorEvent` and `queue`.
    private let lock = RecursiveLock()

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    private let sourceSubscription = SingleAssignmentDisposable()
    private let cancelable = SerialDisposable()

    // A drain is scheduled (or running).
    private var active = false
    // The drain is sending an event right now, so an error must wait for it to return.
    private var running = false
    private var errorEvent: Event<Element>?

    private var queue = Queue<(eventTime: RxTime, event: Event<Element>)>(capacity: 0)

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    /// Sends the event at the front of the queue, then schedules itself for the next one,
    /// `dueTime` after that one arrived (less the time already gone by).
    func drainQueue(state: (), scheduler: AnyRecursiveScheduler<()>) {
        let hasFailed = lock.performLocked { () -> Bool in
            let hasFailed = errorEvent != nil
            if !hasFailed {
                running = true
            }
            return hasFailed
        }

        if hasFailed {
            return
        }

        var ranAtLeastOnce = false

        while true {
            let (errorEvent, eventToForwardImmediately, nextEventToScheduleOriginalTime) = lock.performLocked {
                () -> (Event<Element>?, Event<Element>?, RxTime?) in
                let eventToForwardImmediately = ranAtLeastOnce ? nil : queue.dequeue()?.event
                let nextEventToScheduleOriginalTime = ranAtLeastOnce ? queue.peek()?.eventTime : nil

                if self.errorEvent == nil {
                    if eventToForwardImmediately != nil {
                        // Keep running: the event is sent below, outside the lock.
                    } else if nextEventToScheduleOriginalTime != nil {
                        running = false
                    } else {
                        running = false
                        active = false
                    }
                }
                return (self.errorEvent, eventToForwardImmediately, nextEventToScheduleOriginalTime)
            }

            if let errorEvent {
                // The error came in while this drain was sending: it goes now, the queue never.
                forwardOn(errorEvent)
                dispose()
                return
            } else if let eventToForwardImmediately {
                ranAtLeastOnce = true
                forwardOn(eventToForwardImmediately)
                if case .completed = eventToForwardImmediately {
                    dispose()
                    return
                }
            } else if let nextEventToScheduleOriginalTime {
                scheduler.schedule((), dueTime: dueTime.reduceWithSpanBetween(earlierDate: nextEventToScheduleOriginalTime, laterDate: self.scheduler.now))
                return
            } else {
                return
            }
        }
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }

        switch event {
        case .error:
            let shouldSendImmediately = lock.performLocked { () -> Bool in
                let shouldSendImmediately = !running
                queue = Queue(capacity: 0)
                errorEvent = event
                return shouldSendImmediately
            }

            if shouldSendImmediately {
                forwardOn(event)
                dispose()
            }
        default:
            let shouldSchedule = lock.performLocked { () -> Bool in
                let shouldSchedule = !active
                active = true
                queue.enqueue((scheduler.now, event))
                return shouldSchedule
            }

            if shouldSchedule {
                cancelable.disposable = scheduler.scheduleRecursive((), dueTime: dueTime, action: drainQueue)
            }
        }
    }

    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, cancelable)
    }
}

/// The observable `delay` returns.
private final class Delay<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler, cancel: cancel)
        let subscription = sink.run(source: source)
        return (sink: sink, subscription: subscription)
    }
}
