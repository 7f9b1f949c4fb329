// `take(for:scheduler:)`: the source's elements until a duration has passed, then completion.
// RxSwift keeps it in Take.swift. Tested in virtual time in chapter 8 ("Testing in virtual time").

extension ObservableType {
    /// Takes elements for the specified duration from the start of the observable source
    /// sequence, using the specified scheduler to run timers.
    ///
    /// When `duration` has passed the result completes and the source is unsubscribed. The
    /// timer's completion and the source's events are serialised by a lock.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: Duration for taking elements from the start of the sequence.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence with the elements taken during the specified
    ///   duration from the start of the source sequence.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeTime(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Takes elements for the specified duration from the start of the observable source
    /// sequence, using the specified scheduler to run timers.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    /// - parameter duration: Duration for taking elements from the start of the sequence.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence with the elements taken during the specified
    ///   duration from the start of the source sequence.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

/// One subscription of `take(for:scheduler:)`: forwards the source's events, and completes
/// when the timer ticks; both under `lock`.
private final class TakeTimeSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == Element {
    typealias Parent = TakeTime<Element>

    private let parent: Parent

    /// Serialises the source's events and the timer's completion.
    private let lock = RecursiveLock()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let value):
                forwardOn(.next(value))
            case .error:
                forwardOn(event)
                dispose()
            case .completed:
                forwardOn(event)
                dispose()
            }
        }
    }

    func tick() {
        lock.performLocked {
            forwardOn(.completed)
            dispose()
        }
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

/// The observable `take(for:scheduler:)` returns.
private final class TakeTime<Element>: Producer<Element> {
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
        let sink = TakeTimeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
