// Mistake: runs every action at once, inside the one that scheduled it: recursion where a queue is needed.
// Caught by: runs actions scheduled from inside an action after it, first in first out
import ProductionRx

/// Runs an action at once when idle, and queues actions scheduled from inside an action.
/// Used from one thread.
public final class DeferringScheduler: ImmediateSchedulerType {
    /// Creates a scheduler with nothing running.
    public init() {}

    /// Runs `action` now if nothing runs; otherwise queues it behind the running action.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
