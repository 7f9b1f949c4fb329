// A scheduler that runs work on a dispatch queue that may run several actions at once.
// Chapter 7.
import Dispatch
import Foundation

/// Runs actions on a given `DispatchQueue`, which may be a concurrent one.
///
/// Actions may run at the same time, on different threads. This suits `subscribe(on:)` and
/// background work; to receive events one at a time, prefer `SerialDispatchQueueScheduler`
/// (though `observe(on:)` keeps events in order and apart on this scheduler too).
// @unchecked Sendable: the only stored state is `configuration`, a queue and a leeway that
// never change after `init`.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The type of time intervals this scheduler uses.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of points in time this scheduler uses.
    public typealias Time = Date

    /// The current time: the system clock.
    public var now: Date { Date() }

    /// The queue and leeway every action goes through.
    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler on `queue`.
    ///
    /// - parameter queue: The queue the actions run on; serial or concurrent.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new concurrent queue with quality of service `qos`.
    ///
    /// - parameter qos: The quality of service of the queue it creates.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        // Labelled as RxSwift labels it, so that a debugger shows the same name.
        let concurrentQueue = DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: .concurrent)
        self.init(queue: concurrentQueue, leeway: leeway)
    }

    /// Schedules `action` to run on the queue as soon as it can.
    ///
    /// - parameter state: The state passed to the action.
    /// - parameter action: The action to run.
    /// - returns: The disposable that cancels the action if it has not run yet.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    ///
    /// - parameter state: The state passed to the action.
    /// - parameter dueTime: How long to wait before running it.
    /// - parameter action: The action to run.
    /// - returns: The disposable that cancels the action if it has not run yet.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the queue after `startAfter`, then every `period`.
    ///
    /// - parameter state: The state passed to the first run; each run returns the next one.
    /// - parameter startAfter: How long to wait before the first run.
    /// - parameter period: The time between runs.
    /// - parameter action: The action to run.
    /// - returns: The disposable that stops the runs.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
    {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
