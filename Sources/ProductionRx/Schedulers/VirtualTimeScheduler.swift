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

    private let converter: Converter
    private var virtualNow: VirtualTime
    /// The items waiting to run, earliest first.
    private var waiting: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
    /// The number the next item gets, so that items due at the same time keep their order.
    private var nextOrder = 0
    /// `true` while `start()` or `advanceTo(_:)` runs items; `stop()` clears it.
    private var isRunning = false

    /// The current virtual time, as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        virtualNow
    }

    /// Creates the scheduler with its clock at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        virtualNow = initialClock
        // snippet:begin virtual-time-order
        // Earlier due time first; at the same time, the item scheduled first.
        waiting = PriorityQueue(
            hasHigherPriority: { first, second in
                let comparison = converter.compareVirtualTime(first.time, second.time)
                return comparison == .lessThan || (comparison == .equal && first.order < second.order)
            },
            isEqual: { $0 === $1 })
        // snippet:end virtual-time-order
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
    }

    /// Schedules `action` at the current virtual time (after `adjustScheduledTime`).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    // snippet:begin virtual-time-schedule-relative
    /// Schedules `action` after `dueTime`, converted to virtual time.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Real time first (a date), then the converter's units, then the subclass's say.
        let due = converter.convertToVirtualTime(date(now, plus: dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(due), action: action)
    }
    // snippet:end virtual-time-schedule-relative

    /// Schedules `action` `dueTime` virtual units after the current clock.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
    {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at the virtual time `time`. Disposing the result before it runs
    /// cancels it.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem(time: time, order: nextOrder) { action(state) }
        nextOrder += 1
        waiting.enqueue(item)
        return item
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
        guard !isRunning else {
            return
        }
        isRunning = true
        runItems(dueBy: nil)
        isRunning = false
    }

    /// The engine of `start()` and `advanceTo(_:)`: takes the earliest item, moves the clock
    /// to its time (never backwards), runs it, and repeats, until no item is left, the next
    /// one is due after `limit`, or `stop()` was called.
    private func runItems(dueBy limit: VirtualTime?) {
        while isRunning, let item = earliestLiveItem() {
            if let limit, converter.compareVirtualTime(item.time, limit) == .greaterThan {
                return
            }
            if converter.compareVirtualTime(item.time, virtualNow) == .greaterThan {
                virtualNow = item.time
            }
            item.invoke()
            waiting.remove(item)
        }
    }
    // snippet:end virtual-time-start

    /// The earliest item not yet disposed; disposed items met on the way are dropped.
    private func earliestLiveItem() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = waiting.peek(), front.isDisposed {
            waiting.remove(front)
        }
        return waiting.peek()
    }

    /// Runs the work due up to and including `virtualTime`, then sets the clock to it.
    ///
    /// Stops the process when called while the scheduler is running.
    public func advanceTo(_ virtualTime: VirtualTime) {
        if isRunning {
            rxFatalError("VirtualTimeScheduler: advanceTo was called while the scheduler is running. Chapter 8.")
        }
        isRunning = true
        runItems(dueBy: virtualTime)
        virtualNow = virtualTime
        isRunning = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// Stops the process when the interval would move the clock backwards.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let wakeUp = converter.offsetVirtualTime(clock, offset: virtualInterval)
        guard converter.compareVirtualTime(wakeUp, clock) != .lessThan else {
            rxFatalError("VirtualTimeScheduler: can't sleep to the past. Chapter 8.")
        }
        virtualNow = wakeUp
    }

    /// Makes `start()` or `advanceTo(_:)` return after the item running now.
    public func stop() {
        isRunning = false
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
        let pending = waiting.unordered
            .filter { !$0.isDisposed }
            .sorted { $0.order < $1.order }
            .map { "\($0.time)" }
        return "VirtualTimeScheduler(clock: \(clock), pending at: [\(pending.joined(separator: ", "))])"
    }
}

/// One piece of work waiting in a virtual-time scheduler's queue.
final class VirtualSchedulerItem<Time>: Disposable {
    let time: Time
    /// Its place among the items scheduled on the same scheduler.
    let order: Int
    // Taken out when the item runs, dropped when it is disposed: a cancelled item still in
    // the queue holds nothing alive.
    private var work: (() -> Disposable)?
    // Empty until the item runs, then what it returned.
    private let outcome = SingleAssignmentDisposable()

    init(time: Time, order: Int, work: @escaping () -> Disposable) {
        self.time = time
        self.order = order
        self.work = work
    }

    var isDisposed: Bool {
        outcome.isDisposed
    }

    func invoke() {
        guard let work = work.take() else {
            return
        }
        outcome.setDisposable(work())
    }

    func dispose() {
        work = nil
        outcome.dispose()
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
