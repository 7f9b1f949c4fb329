// The protocol of a scheduler that runs work now (or as soon as it can). Chapter 7.

// snippet:begin immediate-scheduler-type
/// A scheduler that runs an action as soon as possible.
public protocol ImmediateSchedulerType {
    /// Schedules `action` with `state` and returns the disposable that cancels it.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}
// snippet:end immediate-scheduler-type

extension ImmediateSchedulerType {
    /// Schedules `action`, which may call its second argument to schedule itself again with a
    /// new state. Each recursion is a separate scheduled action, so on a trampoline the stack
    /// does not grow with the number of steps.
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.running(recursiveScheduler.dispose)
    }
}
