// A test scheduler under a name, so that a check can ask which scheduler delivered an event:
// the search box checks of chapters 10 and 13 use it.
import ProductionRx
import ProductionRxTest

/// Which labelled scheduler is running an action right now ("test" when none is).
public final class RunningScheduler {
    /// The label of the scheduler running now.
    public var label = "test"

    /// Nothing runs yet.
    public init() {}
}

/// A TestScheduler under a name: it runs work on the shared virtual clock and marks, while
/// an action runs, that this scheduler is the one running it.
public struct LabeledScheduler: SchedulerType {
    /// Its name.
    public let label: String
    /// The scheduler that runs the work.
    public let base: TestScheduler
    /// Where it marks that it runs.
    public let running: RunningScheduler

    /// Creates a scheduler called `label` on `base`'s clock.
    public init(label: String, base: TestScheduler, running: RunningScheduler) {
        self.label = label
        self.base = base
        self.running = running
    }

    /// The virtual clock's time.
    public var now: RxTime { base.now }

    /// Runs `action` on the base scheduler, marked as this one's.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { state in labeled { action(state) } }
    }

    /// Runs `action` after `dueTime` on the base scheduler, marked as this one's.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { state in labeled { action(state) } }
    }

    private func labeled(_ work: () -> Disposable) -> Disposable {
        let previous = running.label
        running.label = label
        defer { running.label = previous }
        return work()
    }
}
