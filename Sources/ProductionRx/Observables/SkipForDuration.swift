// `skip(for:scheduler:)`: the source's elements once a duration has passed. RxSwift keeps it
// in Skip.swift. Tested in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Skips elements for the specified duration from the start of the observable source
    /// sequence, using the specified scheduler to run timers.
    ///
    /// Errors and completion pass at any time, also while elements are still being skipped.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter duration: Duration for skipping elements from the start of the sequence.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence with the elements skipped during the specified
    ///   duration from the start of the source sequence.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Skips elements for the specified duration from the start of the observable source
    /// sequence, using the specified scheduler to run timers.
    ///
    /// RxSwift 6's own spelling (not deprecated there, unlike `take(_:scheduler:)`); the same
    /// operator as `skip(for:scheduler:)`.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter duration: Duration for skipping elements from the start of the sequence.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence with the elements skipped during the specified
    ///   duration from the start of the source sequence.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

/// One subscription of `skip(for:scheduler:)`: drops elements until the timer opens the gate.
private final class SkipTimeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Element {
    typealias Parent = SkipTime<Element>

    private let parent: Parent

    // RxSwift keeps this flag in a plain `Bool` that the timer and the source race on; an
    // atomic flag makes the same behaviour free of a data race.
    private let open = AtomicInt(0)

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if isFlagSet(open, 1) {
                forwardOn(.next(value))
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    func tick() {
        fetchOr(open, 1)
    }

    func run() -> Disposable {
        let disposeTimer = parent.scheduler.scheduleRelative((), dueTime: parent.duration) { _ in
            self.tick()
            return Disposables.create()
        }

        let disposeSubscription = parent.source.subscribe(self)

        return Disposables.create(disposeTimer, disposeSubscription)
    }
}

/// The observable `skip(for:scheduler:)` returns.
private final class SkipTime<Element>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let duration: RxTimeInterval
    fileprivate let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = SkipTimeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
