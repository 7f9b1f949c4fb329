// `debounce`: an element is sent only once `dueTime` passes without another; each element
// restarts the timer, which shares the sink's lock with the source. Chapter 8.

extension ObservableType {
    /// Lets an element through only once `dueTime` has passed without another one: a burst of
    /// elements gives its last, after the burst.
    ///
    /// Each element restarts the timer; the element is sent when the timer fires. Completion
    /// sends the element still waiting (if any) at once, then completes; an error is
    /// forwarded at once and drops the waiting element.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: How long the source must stay quiet after an element.
    /// - parameter scheduler: Where the timers run.
    /// - returns: The elements that were not followed within `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

// snippet:begin debounce-sink
/// One subscription of `debounce`: an element waits `dueTime` before it goes down, and an
/// element that arrives meanwhile takes its place and starts the wait again. Completion
/// sends a waiting element at once, before the end; an error drops it.
///
/// Each element gets a ticket, and its timer carries the ticket's number: a timer that finds
/// another ticket waiting was overtaken, and sends nothing. The source's events and the
/// timers take `lock`, one at a time.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()

    // state, guarded by `lock`
    /// The element waiting for its time to run out, and its ticket.
    private var waiting: (element: Observer.Element, ticket: UInt64)?
    private var lastTicket: UInt64 = 0
    /// The waiting element's timer: setting the next one cancels it.
    private let timer = SerialDisposable()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Observer.Element>) -> Disposable {
        Disposables.create(source.subscribe(self), timer)
    }

    func on(_ event: Event<Observer.Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                lastTicket &+= 1
                waiting = (element, lastTicket)
                let thisTimer = SingleAssignmentDisposable()
                timer.disposable = thisTimer
                thisTimer.setDisposable(scheduler.scheduleRelative(lastTicket, dueTime: dueTime, action: timeIsUp))
            case .error:
                // A timer already on its way finds nothing waiting.
                waiting = nil
                forwardOn(event)
                dispose()
            case .completed:
                sendWaiting()
                forwardOn(.completed)
                dispose()
            }
        }
    }

    /// A timer ran out: its element goes down, unless a later one took its place.
    private func timeIsUp(_ ticket: UInt64) -> Disposable {
        lock.performLocked {
            if waiting?.ticket == ticket {
                sendWaiting()
            }
        }
        return Disposables.create()
    }

    /// Under `lock`.
    private func sendWaiting() {
        guard let (element, _) = waiting else {
            return
        }
        waiting = nil
        forwardOn(.next(element))
    }
}
// snippet:end debounce-sink

/// The observable `debounce` returns (its source and timing kept by `DueTimeProducer`,
/// Delay.swift).
private final class Debounce<Element>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
