// The main-queue scheduler for subscribing: runs at once when already on the main queue.
// Chapter 7.
import Dispatch
import Foundation

/// Runs actions on the main queue, the way `subscribe(on:)` wants it: an action scheduled
/// from the main queue runs at once, even if other actions are waiting. For `observe(on:)`
/// use `MainScheduler`, which keeps events in order.
// @unchecked Sendable: both stored properties are immutable and themselves safe to share.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    /// The type of time intervals this scheduler uses.
    public typealias TimeInterval = Foundation.TimeInterval
    /// The type of points in time this scheduler uses.
    public typealias Time = Date

    private let mainScheduler: MainScheduler
    private let mainQueue: DispatchQueue

    /// The current time: the system clock.
    public var now: Date {
        mainScheduler.now
    }

    private init(mainScheduler: MainScheduler) {
        mainQueue = DispatchQueue.main
        self.mainScheduler = mainScheduler
    }

    /// The singleton.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` at once if called from the main queue; otherwise queues it there.
    ///
    /// - parameter state: The state passed to the action.
    /// - parameter action: The action to run.
    /// - returns: The disposable that cancels the action if it has not run yet.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain {
            return action(state)
        }

        let cancel = SingleAssignmentDisposable()
        let work = ScheduledWork((cancel, state, action))

        mainQueue.async {
            let (cancel, state, action) = work.value
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(action(state))
        }

        return cancel
    }

    /// Schedules `action` to run on the main queue after `dueTime`.
    ///
    /// - parameter state: The state passed to the action.
    /// - parameter dueTime: How long to wait before running it.
    /// - parameter action: The action to run.
    /// - returns: The disposable that cancels the action if it has not run yet.
    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules `action` to run on the main queue after `startAfter`, then every `period`.
    ///
    /// - parameter state: The state passed to the first run; each run returns the next one.
    /// - parameter startAfter: How long to wait before the first run.
    /// - parameter period: The time between runs.
    /// - parameter action: The action to run.
    /// - returns: The disposable that stops the runs.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
    {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
