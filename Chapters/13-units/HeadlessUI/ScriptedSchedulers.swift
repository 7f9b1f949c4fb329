// The clock of a scripted screen: one virtual-time test scheduler, seen through two
// schedulers that run its actions on two real queues, "main" and "background", so that a
// demo or a test can tell where each result arrived. Chapter 13 (Units).
import ProductionRx
import ProductionRxTest

/// A scheduler on the virtual clock of `clock` whose actions run on a real queue: the
/// caller's (the main queue, in the demo and the tests) or a `BackgroundThread`.
public final class ScriptedScheduler: SchedulerType {
    /// The virtual clock: one tick is one millisecond.
    public let clock: TestScheduler
    private let thread: BackgroundThread?

    /// A scheduler whose actions run on the queue that runs the clock (the main queue).
    public init(clock: TestScheduler) {
        self.clock = clock
        thread = nil
    }

    /// A scheduler whose actions run on `thread`, while the clock waits for each one.
    public init(clock: TestScheduler, runningOn thread: BackgroundThread) {
        self.clock = clock
        self.thread = thread
    }

    /// The virtual time.
    public var now: RxTime { clock.now }

    /// Schedules `action` on the clock, to run on this scheduler's queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        clock.schedule(state) { state in self.run { action(state) } }
    }

    /// Schedules `action` on the clock after `dueTime`, to run on this scheduler's queue.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        clock.scheduleRelative(state, dueTime: dueTime) { state in self.run { action(state) } }
    }

    private func run(_ work: @escaping () -> Disposable) -> Disposable {
        guard let thread else { return work() }
        return thread.runAndWait(work)
    }
}
