// A scheduler that runs work on a serial dispatch queue: one action at a time, in order.
// Chapter 7.
import Dispatch
import Foundation

/// Runs actions on a serial `DispatchQueue`: the one given, or one it makes to target a
/// queue given.
///
/// Actions run one at a time, in the order they were scheduled, so an observer that receives
/// events through this scheduler (`observe(on:)`) never sees two at once. `observe(on:)`
/// recognises this type and takes a faster path for it.
///
/// `MainScheduler` is a subclass, for the main queue.
// @unchecked Sendable: the only stored state is `configuration`, a queue and a leeway that
// never change after `init`; subclasses add only atomic state (MainScheduler).
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    /// The type of time intervals this scheduler uses.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of points in time this scheduler uses.
    public typealias Time = Date

    /// The current time: the system clock.
    public var now: Date {
        Date()
    }

    let configuration: DispatchQueueConfiguration

    /// Creates a scheduler on `serialQueue`, which must be serial.
    ///
    /// - parameter serialQueue: The serial queue the actions run on.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue of its own.
    ///
    /// - parameter internalSerialQueueName: The label of the queue it creates.
    /// - parameter serialQueueConfiguration: Called once with the new queue, to configure it.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    public convenience init(
        internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue`. `queue` may be
    /// concurrent: the new queue makes the work serial.
    ///
    /// - parameter queue: The queue the new serial queue targets.
    /// - parameter internalSerialQueueName: The label of the serial queue it creates.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of quality of
    /// service `qos`.
    ///
    /// - parameter qos: The quality of service of the global queue to target.
    /// - parameter internalSerialQueueName: The label of the serial queue it creates.
    /// - parameter leeway: How late a timer may fire, to let the system save energy.
    public convenience init(
        qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)
    ) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// Schedules `action` to run on the queue, after the work already queued.
    ///
    /// - parameter state: The state passed to the action.
    /// - parameter action: The action to run.
    /// - returns: The disposable that cancels the action if it has not run yet.
    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    /// The scheduling `MainScheduler` overrides, to run at once when already on the main queue.
    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
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
