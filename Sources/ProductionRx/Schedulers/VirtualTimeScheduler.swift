// The scheduler whose clock moves only when it runs the next piece of work: tests of time-based
// operators run in microseconds and always the same way. Chapter 8 ("Testing in virtual time").
import Foundation

/// A scheduler with a virtual clock and a queue of work ordered by due time.
///
/// Nothing runs by itself: `start()` takes the earliest item, moves the clock to its time (never
/// backwards), runs it, and repeats until the queue is empty or `stop()` is called;
/// `advanceTo(_:)` does the same up to a given time. Items due at the same time run in the
/// order they were scheduled.
///
/// Not thread-safe, as in RxSwift: schedule and run from one thread.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    /// The type of a point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of a span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running: Bool
    private var currentClock: VirtualTime
    private var schedulerQueue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
    private var converter: Converter
    private var nextId = 0

    /// The current virtual time, as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        currentClock
    }

    /// Creates the scheduler with its clock at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        running = false
        self.converter = converter
        // snippet:begin virtual-time-order
        schedulerQueue = PriorityQueue(
            hasHigherPriority: {
                switch converter.compareVirtualTime($0.time, $1.time) {
                case .lessThan:
                    return true
                case .equal:
                    // Same time: first scheduled, first run.
                    return $0.id < $1.id
                case .greaterThan:
                    return false
                }
            }, isEqual: { $0 === $1 })
        // snippet:end virtual-time-order
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
    }

    /// Schedules `action` at the current virtual time (after `adjustScheduledTime`).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0)) { state in
            action(state)
        }
    }

    // snippet:begin virtual-time-schedule-relative
    /// Schedules `action` after `dueTime`, converted to virtual time.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = date(now, plus: dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        let adjustedTime = adjustScheduledTime(absoluteTime)
        return scheduleAbsoluteVirtual(state, time: adjustedTime, action: action)
    }
    // snippet:end virtual-time-schedule-relative

    /// Schedules `action` `dueTime` virtual units after the current clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
    {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`. Disposing the result before it runs
    /// cancels it.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let compositeDisposable = CompositeDisposable()

        let item = VirtualSchedulerItem(
            action: {
                action(state)
            }, time: time, id: nextId)

        nextId += 1

        schedulerQueue.enqueue(item)

        _ = compositeDisposable.insert(item)

        return compositeDisposable
    }

    /// Adjusts the time of work scheduled with `schedule` or `scheduleRelative` before it is
    /// queued. Returns `time` unchanged; `TestScheduler` overrides it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    // snippet:begin virtual-time-start
    /// Runs the queued work in time order, moving the clock forward to each item's time,
    /// until nothing is left or `stop()` is called. Work scheduled while it runs is run too.
    public func start() {
        if running {
            return
        }

        running = true
        repeat {
            guard let next = findNext() else {
                break
            }

            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }

            next.invoke()
            schedulerQueue.remove(next)
        } while running

        running = false
    }
    // snippet:end virtual-time-start

    /// The earliest item not yet disposed; disposed items at the front are dropped.
    func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = schedulerQueue.peek() {
            if front.isDisposed {
                schedulerQueue.remove(front)
                continue
            }

            return front
        }

        return nil
    }

    /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
    ///
    /// Stops the process when called while the scheduler is running.
    public func advanceTo(_ virtualTime: VirtualTime) {
        if running {
            rxFatalError("VirtualTimeScheduler: advanceTo was called while the scheduler is running. Chapter 8.")
        }

        running = true
        repeat {
            guard let next = findNext() else {
                break
            }

            if converter.compareVirtualTime(next.time, virtualTime).greaterThan {
                break
            }

            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.invoke()
            schedulerQueue.remove(next)
        } while running

        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// Stops the process when the interval would move the clock backwards.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThen {
            rxFatalError("VirtualTimeScheduler: can't sleep to the past. Chapter 8.")
        }

        currentClock = sleepTo
    }

    /// Makes `start()` or `advanceTo(_:)` return after the item running now.
    public func stop() {
        running = false
    }

    deinit {
        #if TRACE_RESOURCES
        Resources.decrementTotal()
        #endif
    }
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The pending items, by due time.
    public var debugDescription: String {
        let pending = schedulerQueue.unordered
            .filter { !$0.isDisposed }
            .sorted { $0.id < $1.id }
            .map { "\($0.time)" }
        return "VirtualTimeScheduler(clock: \(clock), pending at: [\(pending.joined(separator: ", "))])"
    }
}

/// One piece of work waiting in a virtual-time scheduler's queue.
final class VirtualSchedulerItem<Time>: Disposable {
    typealias Generator = () -> Disposable

    // Dropped once disposed, so that a cancelled item still in the queue holds nothing alive.
    private var action: Generator?
    let time: Time
    let id: Int

    var isDisposed: Bool {
        disposable.isDisposed
    }

    private let disposable = SingleAssignmentDisposable()

    init(action: @escaping Generator, time: Time, id: Int) {
        self.action = action
        self.time = time
        self.id = id
    }

    func invoke() {
        guard let action else { return }
        self.action = nil
        disposable.setDisposable(action())
    }

    func dispose() {
        action = nil
        disposable.dispose()
    }
}

/// `date` moved forward by `interval`; `.never` is as far as a date goes.
private func date(_ date: RxTime, plus interval: RxTimeInterval) -> RxTime {
    switch interval {
    case .seconds(let value): date.addingTimeInterval(TimeInterval(value))
    case .milliseconds(let value): date.addingTimeInterval(TimeInterval(value) / 1_000)
    case .microseconds(let value): date.addingTimeInterval(TimeInterval(value) / 1_000_000)
    case .nanoseconds(let value): date.addingTimeInterval(TimeInterval(value) / 1_000_000_000)
    case .never: Date.distantFuture
    @unknown default: Date.distantFuture
    }
}
