// `debounce`: an element is sent only once `dueTime` passes without another; each element
// restarts the timer, which shares the sink's lock with the source. Chapter 8.

extension ObservableType {
    /// Ignores elements from an observable sequence which are followed by another element
    /// within a specified relative time duration, using the specified scheduler to run
    /// throttling timers.
    ///
    /// Each element restarts the timer; the element is sent when the timer fires. Completion
    /// sends the element still waiting (if any) at once, then completes; an error is
    /// forwarded at once and drops the waiting element.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: Throttling duration for each element.
    /// - parameter scheduler: Scheduler to run the throttle timers on.
    /// - returns: The throttled sequence.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

// snippet:begin debounce-sink
/// One subscription of `debounce`: every element bumps `id` and schedules a timer carrying
/// that id; a timer whose id is no longer current was overtaken by a later element and sends
/// nothing. The source's events and the timers run under `lock`.
private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias ParentType = Debounce<Element>

    private let parent: ParentType

    /// Serialises the source's events and the timers.
    let lock = RecursiveLock()

    // state
    private var id = 0 as UInt64
    private var value: Element?

    let cancellable = SerialDisposable()

    init(parent: ParentType, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            synchronized_on(event)
        }
    }

    private func synchronized_on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            id = id &+ 1
            let currentId = id
            value = element

            // Setting the serial disposable cancels the previous element's timer.
            let d = SingleAssignmentDisposable()
            cancellable.disposable = d
            d.setDisposable(parent.scheduler.scheduleRelative(currentId, dueTime: parent.dueTime, action: propagate))
        case .error:
            value = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let value {
                self.value = nil
                forwardOn(.next(value))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    private func propagate(_ currentId: UInt64) -> Disposable {
        lock.performLocked {
            if let value, id == currentId {
                self.value = nil
                forwardOn(.next(value))
            }
        }
        return Disposables.create()
    }
}
// snippet:end debounce-sink

/// The observable `debounce` returns.
private final class Debounce<Element>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let dueTime: RxTimeInterval
    fileprivate let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
