// The protocol of a scheduler that knows the time and can run work later. Chapter 7.
import Foundation

/// A span of time for schedulers.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time for schedulers.
public typealias RxTime = Date

/// A scheduler that can also run actions after a delay, and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules `action` to run after `startAfter`, then every `period`, each time with the
    /// state the previous run returned.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
}

extension SchedulerType {
    /// The default periodic scheduling: each run schedules the next one with
    /// `scheduleRelative`, until disposed. The state travels from run to run as the
    /// recursion's own state.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
    {
        scheduleRecursive(state, dueTime: startAfter) { state, recursion in
            recursion.schedule(action(state), dueTime: period)
        }
    }

    /// Schedules `action` after `dueTime`; the action may call its second argument to
    /// schedule itself again with a new state after another `dueTime`.
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) -> Disposable
    {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.running(scheduler.dispose)
    }
}
