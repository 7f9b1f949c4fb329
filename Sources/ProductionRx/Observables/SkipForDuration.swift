// `skip(for:scheduler:)`: the source's elements once a duration has passed. RxSwift keeps it
// in Skip.swift. Tested in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Drops the elements the source sends during `duration` from the subscription on, and
    /// sends the ones after it; `scheduler` runs the timer.
    ///
    /// Errors and completion pass at any time, also while elements are still being dropped.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter duration: How long to drop elements for.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: The source's elements from the end of `duration` on.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Drops the elements the source sends during `duration` from the subscription on, and
    /// sends the ones after it; `scheduler` runs the timer.
    ///
    /// RxSwift 6's own spelling (not deprecated there, unlike `take(_:scheduler:)`; checked in
    /// RxSwift/Observables/Skip.swift); the same operator as `skip(for:scheduler:)`.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    /// - parameter duration: How long to drop elements for.
    /// - parameter scheduler: The scheduler of the timer.
    /// - returns: The source's elements from the end of `duration` on.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

/// One subscription of `skip(for:scheduler:)`: drops elements until the timer opens the gate.
private final class SkipTimeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Set once by the timer, read by the source on any thread. RxSwift keeps it in a plain
    // `Bool` that the two race on (RxSwift/Observables/Skip.swift); an atomic flag gives the
    // same behaviour without the data race.
    private let timeIsUp = AtomicInt(0)

    /// Starts the timer, then subscribes to `source`; disposing the result stops both.
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            fetchOr(self.timeIsUp, 1)
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isFlagSet(timeIsUp, 1) {
                forwardOn(event)
            }
        case .error, .completed:
            end(event)
        }
    }
}

/// The observable `skip(for:scheduler:)` returns.
private final class SkipTime<Element>: Producer<Element> {
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
        let sink = SkipTimeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source, duration: duration, scheduler: scheduler))
    }
}
