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

/// One subscription of `delay`: every element, and the completion, joins a queue stamped
/// with the time it arrived, and goes down `dueTime` after that. One timer at a time serves
/// the queue: it sends the event at the front, then sets itself for the next one, or goes
/// idle. An error does not queue: the queue is dropped and the error goes down at once.
///
/// At once, that is, unless the timer is sending an event right then, outside the lock, on
/// another thread perhaps: the error must not overtake that event, so it is left for the
/// timer to send when it is done. The error and the timer meet under `lock`.
private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// What the queue's timer is doing.
    private enum Timer {
        /// No timer is set: the next event to arrive sets one.
        case idle
        /// Set, for the event at the front of the queue.
        case waiting
        /// Sending the front event, outside the lock: an error waits for it.
        case sending
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    private let sourceSubscription = SingleAssignmentDisposable()
    /// The recursive timer's subscription.
    private let timerSubscription = SerialDisposable()

    private let lock = RecursiveLock()
    // state, guarded by `lock`
    private var timer = Timer.idle
    private var queue = Queue<(arrival: RxTime, event: Event<Observer.Element>)>(capacity: 0)
    /// The source's error, once it came; from then on the queue stays empty.
    private var failure: Swift.Error?

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(source: Observable<Observer.Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return Disposables.create(sourceSubscription, timerSubscription)
    }

    func on(_ event: Event<Observer.Element>) {
        if event.isStopEvent {
            // The source has nothing more to send: let go of it now, not after the delay.
            sourceSubscription.dispose()
        }
        if case .error(let error) = event {
            let sendNow = lock.performLocked { () -> Bool in
                failure = error
                queue = Queue(capacity: 0)
                return timer != .sending
            }
            if sendNow {
                forwardOn(event)
                dispose()
            }
            return
        }
        let setTimer = lock.performLocked { () -> Bool in
            queue.enqueue((scheduler.now, event))
            guard timer == .idle else {
                return false
            }
            timer = .waiting
            return true
        }
        if setTimer {
            timerSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime, action: serveFront)
        }
    }

    /// The timer went off: the front event goes down, and the timer is set again for the
    /// next one, `dueTime` after that one arrived (less the time already gone by).
    private func serveFront(_: (), _ timerScheduler: AnyRecursiveScheduler<()>) {
        let front = lock.performLocked { () -> Event<Observer.Element>? in
            // An error that came before the timer went off was sent by `on` already.
            guard failure == nil else {
                return nil
            }
            guard let (_, event) = queue.dequeue() else {
                timer = .idle
                return nil
            }
            timer = .sending
            return event
        }
        guard let front else {
            return
        }

        forwardOn(front)
        if front.isCompleted {
            dispose()
            return
        }

        let afterwards = lock.performLocked { () -> AfterSending in
            if let failure {
                return .fail(failure)
            }
            guard let (arrival, _) = queue.peek() else {
                timer = .idle
                return .stop
            }
            timer = .waiting
            return .wait(since: arrival)
        }
        switch afterwards {
        case .fail(let error):
            // It came while the front event was going down, and waited for it.
            forwardOn(.error(error))
            dispose()
        case .wait(let arrival):
            timerScheduler.schedule((), dueTime: dueTime.reduceWithSpanBetween(earlierDate: arrival, laterDate: scheduler.now))
        case .stop:
            break
        }
    }

    /// What the timer does once it has sent the front event.
    private enum AfterSending {
        case fail(Swift.Error)
        case wait(since: RxTime)
        case stop
    }
}

/// The observable of an operator that waits a while over one source: the source, how long
/// to wait (`dueTime`) and the scheduler whose clock and timers it waits on. `delay`,
/// `delaySubscription` and `debounce` keep the same three things and differ only in the
/// sink `run` makes, so they share this and override `run`.
class DueTimeProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }
}

/// The observable `delay` returns.
private final class Delay<Element>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler, cancel: cancel)
        let subscription = sink.run(source: source)
        return (sink: sink, subscription: subscription)
    }
}
