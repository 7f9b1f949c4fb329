// `throttle`: at most one element per `dueTime`, the first at once and (with `latest`) the
// window's last at its end; a timer shares the sink's lock with the source. Chapter 8.
import Foundation

extension ObservableType {
    /// Returns an Observable that emits the first and the latest item emitted by the source
    /// Observable during sequential time windows of a specified duration.
    ///
    /// This operator makes sure that no two elements are emitted in less than `dueTime`. An
    /// element that arrives `dueTime` or more after the last one sent is sent at once. With
    /// `latest: true` the last element received inside the window is sent when the window
    /// ends; with `latest: false` elements inside the window are dropped. A completion that
    /// arrives while an element waits for the window's end waits with it: the element is sent
    /// at the window's end, then the completion. An error is forwarded at once and drops the
    /// waiting element.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: Throttling duration for each element.
    /// - parameter latest: Should latest element received in a dueTime wide time window since
    ///   last element emission be emitted.
    /// - parameter scheduler: Scheduler to run the throttle timers on.
    /// - returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

// snippet:begin throttle-sink
/// One subscription of `throttle`: the source's events and the timer that ends a window both
/// run under `lock`, so the waiting element and the time it was last sent are never read and
/// written at once.
private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias ParentType = Throttle<Element>

    private let parent: ParentType

    /// Serialises the source's events and the window timer.
    let lock = RecursiveLock()

    // state
    private var lastUnsentElement: Element?
    private var lastSentTime: Date?
    private var completed = false

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
            let now = parent.scheduler.now

            let reducedScheduledTime: RxTimeInterval
            if let lastSendingTime = lastSentTime {
                reducedScheduledTime = parent.dueTime.reduceWithSpanBetween(earlierDate: lastSendingTime, laterDate: now)
            } else {
                reducedScheduledTime = .nanoseconds(0)
            }

            if reducedScheduledTime.isNow {
                sendNow(element: element)
                return
            }

            if !parent.latest {
                return
            }

            // Only the first element of a window starts the timer; later ones replace it.
            let isThereAlreadyInFlightRequest = lastUnsentElement != nil
            lastUnsentElement = element
            if isThereAlreadyInFlightRequest {
                return
            }

            let d = SingleAssignmentDisposable()
            cancellable.disposable = d
            d.setDisposable(parent.scheduler.scheduleRelative(0, dueTime: reducedScheduledTime, action: propagate))
        case .error:
            lastUnsentElement = nil
            forwardOn(event)
            dispose()
        case .completed:
            if lastUnsentElement != nil {
                // The waiting element goes first, at the window's end; `propagate` completes.
                completed = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(element: Element) {
        lastUnsentElement = nil
        forwardOn(.next(element))
        // Measured after sending, so a slow observer does not eat into the next window.
        lastSentTime = parent.scheduler.now
    }

    private func propagate(_: Int) -> Disposable {
        lock.performLocked {
            if let lastUnsentElement {
                sendNow(element: lastUnsentElement)
            }

            if completed {
                forwardOn(.completed)
                dispose()
            }
        }
        return Disposables.create()
    }
}
// snippet:end throttle-sink

/// The observable `throttle` returns.
private final class Throttle<Element>: Producer<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let dueTime: RxTimeInterval
    fileprivate let latest: Bool
    fileprivate let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// RxSwift keeps this in its Date+Dispatch.swift; only throttle needs it here, so it stays
// private to this file (`reduceWithSpanBetween`, which delay needs too, is in
// Core/Date+Dispatch.swift).
extension DispatchTimeInterval {
    /// `true` for a zero interval (`.never` is not now).
    fileprivate var isNow: Bool {
        switch self {
        case .nanoseconds(let nanoseconds): nanoseconds == 0
        case .microseconds(let microseconds): microseconds == 0
        case .milliseconds(let milliseconds): milliseconds == 0
        case .seconds(let seconds): seconds == 0
        case .never: false
        @unknown default: false
        }
    }
}
