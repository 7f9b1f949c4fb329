// `window(timeSpan:count:scheduler:)`: like `buffer`, but each window is an observable sent
// when it opens and completed when it is full or its time is up. Chapter 8.

extension ObservableType {
    /// Projects each element of an observable sequence into a window that is completed when
    /// either it's full or a given amount of time has elapsed.
    ///
    /// The first window is sent at subscription; each time a window completes (full, or its
    /// time span ended, even empty) the next one is sent at once. The source's completion or
    /// error ends the current window and the result. A window is hot: whoever subscribes to
    /// it later misses the elements it already sent. The source stays subscribed while the
    /// result or any window is still subscribed.
    ///
    /// - seealso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    /// - parameter timeSpan: Maximum time length of a window.
    /// - parameter count: Maximum element count of a window.
    /// - parameter scheduler: Scheduler to run windowing timers on.
    /// - returns: An observable sequence of windows (instances of `Observable`).
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

// snippet:begin window-sink
/// One subscription of `window`: the current window is a subject; a window ends when `count`
/// elements went through it or when the timer carrying its id fires. The source's events and
/// the timers run under `lock`. Every window holds a reference on `refCountDisposable`, so
/// the source subscription lives until the result and every window are disposed.
private final class WindowTimeCountSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Observable<Element> {
    typealias Parent = WindowTimeCount<Element>

    private let parent: Parent

    /// Serialises the source's events and the timers.
    let lock = RecursiveLock()

    // state
    private var subject = PublishSubject<Element>()
    private var count = 0
    private var windowId = 0

    private let timerD = SerialDisposable()
    private let refCountDisposable: RefCountDisposable
    private let groupDisposable = CompositeDisposable()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent

        _ = groupDisposable.insert(timerD)

        refCountDisposable = RefCountDisposable(disposable: groupDisposable)
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        forwardOn(.next(AddRef(source: subject.asObservable(), refCount: refCountDisposable).asObservable()))
        createTimer(windowId)

        _ = groupDisposable.insert(parent.source.subscribe(self))
        return refCountDisposable
    }

    private func startNewWindowAndCompleteCurrentOne() {
        subject.on(.completed)
        subject = PublishSubject<Element>()

        forwardOn(.next(AddRef(source: subject.asObservable(), refCount: refCountDisposable).asObservable()))
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            synchronized_on(event)
        }
    }

    private func synchronized_on(_ event: Event<Element>) {
        var newWindow = false
        var newId = 0

        switch event {
        case .next(let element):
            subject.on(.next(element))

            do {
                _ = try incrementChecked(&count)
            } catch let e {
                subject.on(.error(e as Swift.Error))
                dispose()
            }

            if count == parent.count {
                newWindow = true
                count = 0
                windowId += 1
                newId = windowId
                startNewWindowAndCompleteCurrentOne()
            }
        case .error(let error):
            subject.on(.error(error))
            forwardOn(.error(error))
            dispose()
        case .completed:
            subject.on(.completed)
            forwardOn(.completed)
            dispose()
        }

        if newWindow {
            createTimer(newId)
        }
    }

    private func createTimer(_ windowId: Int) {
        if timerD.isDisposed {
            return
        }

        if self.windowId != windowId {
            return
        }

        // Setting the serial disposable cancels the previous window's timer.
        let nextTimer = SingleAssignmentDisposable()
        timerD.disposable = nextTimer

        let scheduledRelative = parent.scheduler.scheduleRelative(windowId, dueTime: parent.timeSpan) { previousWindowId in
            var newId = 0

            self.lock.performLocked {
                if previousWindowId != self.windowId {
                    return
                }

                self.count = 0
                self.windowId = self.windowId &+ 1
                newId = self.windowId
                self.startNewWindowAndCompleteCurrentOne()
            }

            self.createTimer(newId)

            return Disposables.create()
        }

        nextTimer.setDisposable(scheduledRelative)
    }
}
// snippet:end window-sink

/// The observable `window(timeSpan:count:scheduler:)` returns.
private final class WindowTimeCount<Element>: Producer<Observable<Element>> {
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
    where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// One subscription of a window: forwards the window's events and ends on its stop event.
private final class AddRefSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed, .error:
            forwardOn(event)
            dispose()
        }
    }
}

/// A window as the result sends it (RxSwift's `AddRef`): each subscription takes a reference
/// on the sink's `RefCountDisposable` and gives it back when disposed.
private final class AddRef<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let refCount: RefCountDisposable

    init(source: Observable<Element>, refCount: RefCountDisposable) {
        self.source = source
        self.refCount = refCount
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let releaseDisposable = refCount.retain()
        let sink = AddRefSink(observer: observer, cancel: cancel)
        let subscription = Disposables.create(releaseDisposable, source.subscribe(sink))

        return (sink: sink, subscription: subscription)
    }
}
