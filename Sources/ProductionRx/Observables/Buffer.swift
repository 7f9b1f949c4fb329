// `buffer(timeSpan:count:scheduler:)`: elements gathered into arrays, sent when full or when
// the time span ends; the timer shares the sink's lock with the source. Chapter 8.

extension ObservableType {
    /// Projects each element of an observable sequence into a buffer that's sent out when
    /// either it's full or a given amount of time has elapsed, using the specified scheduler
    /// to run timers.
    ///
    /// A useful real-world analogy of this overload is the behavior of a ferry leaving the
    /// dock when all seats are taken, or at the scheduled time of departure, whichever event
    /// occurs first.
    ///
    /// A buffer is sent when the time span ends even if it is empty, and a full buffer starts
    /// the next time span afresh. Completion sends the current buffer (empty or not), then
    /// completes; an error is forwarded at once and drops the buffer.
    ///
    /// - seealso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    /// - parameter timeSpan: Maximum time length of a buffer.
    /// - parameter count: Maximum element count of a buffer.
    /// - parameter scheduler: Scheduler to run buffering timers on.
    /// - returns: An observable sequence of buffers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// snippet:begin buffer-sink
/// One subscription of `buffer`: each buffer has an id (`windowID`); the timer carries the
/// id of the buffer it was started for and does nothing if that buffer was already sent
/// because it filled up. The source's events and the timers run under `lock`.
private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == [Element] {
    typealias Parent = BufferTimeCount<Element>

    private let parent: Parent

    /// Serialises the source's events and the timers.
    let lock = RecursiveLock()

    // state
    private let timerD = SerialDisposable()
    private var buffer = [Element]()
    private var windowID = 0

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        createTimer(windowID)
        return Disposables.create(timerD, parent.source.subscribe(self))
    }

    private func startNewWindowAndSendCurrentOne() {
        windowID = windowID &+ 1
        let windowID = self.windowID

        let buffer = self.buffer
        self.buffer = []
        forwardOn(.next(buffer))

        createTimer(windowID)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            synchronized_on(event)
        }
    }

    private func synchronized_on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            buffer.append(element)

            if buffer.count == parent.count {
                startNewWindowAndSendCurrentOne()
            }
        case .error(let error):
            buffer = []
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(buffer))
            forwardOn(.completed)
            dispose()
        }
    }

    private func createTimer(_ windowID: Int) {
        if timerD.isDisposed {
            return
        }

        if self.windowID != windowID {
            return
        }

        // Setting the serial disposable cancels the previous buffer's timer.
        let nextTimer = SingleAssignmentDisposable()
        timerD.disposable = nextTimer

        let disposable = parent.scheduler.scheduleRelative(windowID, dueTime: parent.timeSpan) { previousWindowID in
            self.lock.performLocked {
                if previousWindowID != self.windowID {
                    return
                }

                self.startNewWindowAndSendCurrentOne()
            }

            return Disposables.create()
        }

        nextTimer.setDisposable(disposable)
    }
}
// snippet:end buffer-sink

/// The observable `buffer(timeSpan:count:scheduler:)` returns.
private final class BufferTimeCount<Element>: Producer<[Element]> {
    fileprivate let timeSpan: RxTimeInterval
    fileprivate let count: Int
    fileprivate let scheduler: SchedulerType
    fileprivate let source: Observable<Element>

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
