// `window(timeSpan:count:scheduler:)`: like `buffer`, but each window is an observable sent
// when it opens and completed when it is full or its time is up. Chapter 8.

extension ObservableType {
    /// Splits the source into windows, each an observable of its own, that close when
    /// `count` elements went through or `timeSpan` has passed, whichever comes first.
    ///
    /// The first window is sent at subscription; each time a window completes (full, or its
    /// time span ended, even empty) the next one is sent at once. The source's completion or
    /// error ends the current window and the result. A window is hot: whoever subscribes to
    /// it later misses the elements it already sent. The source stays subscribed while the
    /// result or any window is still subscribed.
    ///
    /// - seealso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    /// - parameter timeSpan: The longest a window stays open.
    /// - parameter count: The most elements a window holds.
    /// - parameter scheduler: The scheduler of the window timers.
    /// - returns: The windows, one after the other.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// snippet:begin window-sink
/// One subscription of `window`: the open window is a subject; it closes when `count`
/// elements went through it or when the timer started for its number fires. The source's
/// events and the timers run under `lock`. Every subscription to a window holds a reference
/// on `refCount`, so the source subscription lives until the result and every window are
/// disposed.
private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Observable<Element> {
    /// What an event of the source leads to, once the lock is released.
    private enum Outcome {
        case nothing
        /// A new window with this number opened: it needs its timer.
        case opened(Int)
        /// The result has ended: dispose.
        case ended
    }

    private let timeSpan: RxTimeInterval
    private let limit: Int
    private let scheduler: SchedulerType

    /// Serialises the source's events and the timers.
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    /// The open window.
    private var window = PublishSubject<Element>()
    /// How many elements went into the open window.
    private var filled = 0
    /// The open window's number: a timer started for an earlier window does nothing.
    private var windowNumber = 0

    /// The open window's timer; a new one replaces (and so cancels) it.
    private let windowTimer = SerialDisposable()
    /// The source's subscription and the timer, disposed when `refCount` lets go.
    private let everything = CompositeDisposable()
    private let refCount: RefCountDisposable

    init(timeSpan: RxTimeInterval, limit: Int, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.timeSpan = timeSpan
        self.limit = limit
        self.scheduler = scheduler
        _ = everything.insert(windowTimer)
        refCount = RefCountDisposable(disposable: everything)
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        sendOpenWindow()
        startTimer(for: 0)
        _ = everything.insert(source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        let outcome: Outcome = lock.performLocked {
            switch event {
            case .next(let element):
                window.on(.next(element))
                do {
                    _ = try incrementChecked(&filled)
                } catch {
                    // The window cannot count any further: it fails, and so does the result,
                    // silently, as in RxSwift (RxSwift/Observables/Window.swift).
                    window.on(.error(error))
                    stopForwarding()
                    return .ended
                }
                return filled == limit ? .opened(closeAndOpen()) : .nothing
            case .error(let error):
                window.on(.error(error))
                endUnderLock(.error(error))
                return .ended
            case .completed:
                window.on(.completed)
                endUnderLock(.completed)
                return .ended
            }
        }
        switch outcome {
        case .nothing:
            break
        case .opened(let number):
            startTimer(for: number)
        case .ended:
            dispose()
        }
    }

    /// With the lock held: completes the open window, opens the next one and sends it.
    /// Returns the new window's number.
    private func closeAndOpen() -> Int {
        filled = 0
        windowNumber &+= 1
        window.on(.completed)
        window = PublishSubject()
        sendOpenWindow()
        return windowNumber
    }

    /// Sends the open window, wrapped so that each of its subscriptions holds a reference on
    /// `refCount`.
    private func sendOpenWindow() {
        forwardOn(.next(RefCountedWindow(window.asObservable(), refCount: refCount).asObservable()))
    }

    /// Starts the timer that closes window `number`, unless that window is already closed.
    private func startTimer(for number: Int) {
        guard !windowTimer.isDisposed, lock.performLocked({ windowNumber == number }) else {
            return
        }
        let slot = SingleAssignmentDisposable()
        windowTimer.disposable = slot
        slot.setDisposable(
            scheduler.scheduleRelative(number, dueTime: timeSpan) { number in
                self.timeIsUp(for: number)
                return Disposables.create()
            })
    }

    private func timeIsUp(for number: Int) {
        let opened: Int? = lock.performLocked {
            // A window that filled up first was closed already.
            number == windowNumber ? closeAndOpen() : nil
        }
        if let opened {
            startTimer(for: opened)
        }
    }
}
// snippet:end window-sink

/// The observable `window(timeSpan:count:scheduler:)` returns.
private final class WindowTimeCount<Element>: Producer<Observable<Element>> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(timeSpan: timeSpan, limit: count, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
    }
}

/// One subscription to a window: forwards the window's events until it ends.
private final class WindowSubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            end(event)
        } else {
            forwardOn(event)
        }
    }
}

/// A window as the result sends it (RxSwift calls it `AddRef`): each subscription takes a
/// handle on the sink's `RefCountDisposable` and gives it back when disposed.
private final class RefCountedWindow<Element>: Producer<Element> {
    private let window: Observable<Element>
    private let refCount: RefCountDisposable

    init(_ window: Observable<Element>, refCount: RefCountDisposable) {
        self.window = window
        self.refCount = refCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let handle = refCount.retain()
        let sink = WindowSubscriptionSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: Disposables.create(handle, window.subscribe(sink)))
    }
}
