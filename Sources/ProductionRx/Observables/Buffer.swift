// `buffer(timeSpan:count:scheduler:)`: elements gathered into arrays, sent when full or when
// the time span ends; the timer shares the sink's lock with the source. Chapter 8.

extension ObservableType {
    /// Gathers the elements into arrays: an array goes down when it holds `count` elements or
    /// when `timeSpan` has passed since it was started, whichever comes first. Think of a lift
    /// that leaves when it is full or when its doors have been open long enough.
    ///
    /// A buffer is sent when the time span ends even if it is empty, and a full buffer starts
    /// the next time span afresh. Completion sends the current buffer (empty or not), then
    /// completes; an error is forwarded at once and drops the buffer.
    ///
    /// - seealso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    /// - parameter timeSpan: The longest a buffer stays open.
    /// - parameter count: The most elements a buffer holds.
    /// - parameter scheduler: Where the timers run.
    /// - returns: The sequence of buffers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// snippet:begin buffer-sink
/// One subscription of `buffer`: elements gather until the buffer holds `count` of them or
/// its time span runs out, whichever comes first. Then the buffer goes down (empty, if the
/// time ran out with nothing in it) and the next one starts, with a timer of its own.
///
/// Every buffer has a number, its generation. A timer carries the generation it was started
/// for; if that buffer already went down because it filled up, the timer finds a newer
/// number and does nothing. The source's events and the timers take `lock`, one at a time.
private final class BufferTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == [Element] {
    private let parent: BufferTimeCount<Element>
    private let lock = RecursiveLock()

    // state, guarded by `lock`
    private var buffer: [Element] = []
    private var generation = 0
    /// The current buffer's timer: setting the next one cancels it.
    private let timer = SerialDisposable()

    init(parent: BufferTimeCount<Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        startTimer(for: generation)
        return Disposables.create(timer, parent.source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                buffer.append(element)
                if buffer.count == parent.count {
                    sendBufferAndStartNext()
                }
            case .error(let error):
                // The gathered elements are dropped with the sink, which the dispose lets go.
                forwardOn(.error(error))
                dispose()
            case .completed:
                // What has gathered goes down before the end, even if it is nothing.
                sendBuffer()
                forwardOn(.completed)
                dispose()
            }
        }
    }

    /// Under `lock`: the current buffer goes down, and the next generation starts.
    private func sendBufferAndStartNext() {
        generation &+= 1
        sendBuffer()
        startTimer(for: generation)
    }

    private func sendBuffer() {
        let finished = buffer
        buffer = []
        forwardOn(.next(finished))
    }

    private func startTimer(for timedGeneration: Int) {
        // No timer after the end; and none for a generation that is already over, which
        // happens when the observer, reentrantly, filled the next buffer during `forwardOn`.
        guard !timer.isDisposed, timedGeneration == generation else {
            return
        }
        // Into the serial disposable before scheduling, so that a timer firing at once
        // still finds its place and cancels nothing newer.
        let thisTimer = SingleAssignmentDisposable()
        timer.disposable = thisTimer
        let scheduled = parent.scheduler.scheduleRelative(timedGeneration, dueTime: parent.timeSpan) { timedGeneration in
            self.lock.performLocked {
                if timedGeneration == self.generation {
                    self.sendBufferAndStartNext()
                }
            }
            return Disposables.create()
        }
        thisTimer.setDisposable(scheduled)
    }
}
// snippet:end buffer-sink

/// The observable `buffer(timeSpan:count:scheduler:)` returns.
private final class BufferTimeCount<Element>: Producer<[Element]> {
    fileprivate let source: Observable<Element>
    fileprivate let timeSpan: RxTimeInterval
    fileprivate let count: Int
    fileprivate let scheduler: SchedulerType

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
