// `throttle`: at most one element per `dueTime`, the first at once and (with `latest`) the
// window's last at its end; a timer shares the sink's lock with the source. Chapter 8.
import Foundation

extension ObservableType {
    /// Sends at most one element per `dueTime`: an element that arrives `dueTime` or more
    /// after the last one sent goes at once; with `latest: true`, the last element that
    /// arrived in between goes when the window ends, and with `latest: false` those elements
    /// are dropped.
    ///
    /// A completion that arrives while an element waits for the window's end waits with it:
    /// the element is sent at the window's end, then the completion. An error is forwarded at
    /// once and drops the waiting element.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    /// - parameter dueTime: The shortest time between two elements sent.
    /// - parameter latest: Whether the last element of a window is sent when it ends.
    /// - parameter scheduler: The scheduler of the window timers.
    /// - returns: The source's elements, no two closer than `dueTime`.
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

    private let dueTime: RxTimeInterval
    private let sendsLatest: Bool
    private let scheduler: SchedulerType
    /// The timer of the current window, if one runs.
    private let windowTimer = SerialDisposable()

    /// Serialises the source's events and the window timer.
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    /// The element that waits for the window's end (only with `latest`).
    private var waiting: Element?
    /// When the last element was sent; `nil` before the first.
    private var lastSent: Date?
    /// Set when the source completed while an element waited: the window's end completes.
    private var completionWaits = false

    init(dueTime: RxTimeInterval, sendsLatest: Bool, scheduler: SchedulerType, observer: Observer, cancel: Cancelable) {
        self.dueTime = dueTime
        self.sendsLatest = sendsLatest
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        Disposables.create(source.subscribe(self), windowTimer)
    }

    func on(_ event: Event<Element>) {
        let ended: Bool = lock.performLocked {
            switch event {
            case .next(let element):
                receive(element)
                return false
            case .error:
                waiting = nil
                endUnderLock(event)
                return true
            case .completed:
                guard waiting == nil else {
                    completionWaits = true
                    return false
                }
                endUnderLock(event)
                return true
            }
        }
        if ended {
            dispose()
        }
    }

    /// With the lock held: sends `element` at once if the last send was `dueTime` ago (or
    /// there was none); otherwise, with `latest`, keeps it for the window's end. Only the
    /// first element kept in a window starts the timer; later ones just replace it.
    private func receive(_ element: Element) {
        let now = scheduler.now
        let rest = lastSent.map { dueTime.reduceWithSpanBetween(earlierDate: $0, laterDate: now) } ?? .nanoseconds(0)
        guard !rest.isNow else {
            send(element)
            return
        }
        guard sendsLatest else {
            return
        }
        let timerRuns = waiting != nil
        waiting = element
        guard !timerRuns else {
            return
        }
        let slot = SingleAssignmentDisposable()
        windowTimer.disposable = slot
        slot.setDisposable(
            scheduler.scheduleRelative((), dueTime: rest) { _ in
                self.windowEnded()
                return Disposables.create()
            })
    }

    /// With the lock held.
    private func send(_ element: Element) {
        waiting = nil
        forwardOn(.next(element))
        // Taken after sending, so that a slow observer does not eat into the next window.
        lastSent = scheduler.now
    }

    private func windowEnded() {
        let ended: Bool = lock.performLocked {
            if let waiting {
                send(waiting)
            }
            guard completionWaits else {
                return false
            }
            endUnderLock(.completed)
            return true
        }
        if ended {
            dispose()
        }
    }
}
// snippet:end throttle-sink

/// The observable `throttle` returns.
private final class Throttle<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = ThrottleSink(dueTime: dueTime, sendsLatest: latest, scheduler: scheduler, observer: observer, cancel: cancel)
        return (sink: sink, subscription: sink.run(source))
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
