// Mistake: queues an action but hands back a disposable that is not connected to it, so disposing it does not stop the action.
// Caught by: skips a queued action that was disposed before it ran
import ProductionRx

/// Runs an action at once when idle, and queues actions scheduled from inside an action.
/// Used from one thread.
public final class DeferringScheduler: ImmediateSchedulerType {
    /// One queued action: runs unless it was disposed first.
    private final class Pending {
        let cancel = SingleAssignmentDisposable()
        let run: () -> Disposable

        init(run: @escaping () -> Disposable) {
            self.run = run
        }
    }

    private var isRunning = false
    private var queue: [Pending] = []
    // The index of the next pending action; removing from the front of an array each time
    // would make 100,000 steps quadratic.
    private var next = 0

    /// Creates a scheduler with nothing running.
    public init() {}

    /// Runs `action` now if nothing runs; otherwise queues it behind the running action.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isRunning {
            let pending = Pending { action(state) }
            queue.append(pending)
            return Disposables.create()
        }

        isRunning = true
        defer {
            isRunning = false
            queue = []
            next = 0
        }

        let disposable = action(state)
        while next < queue.count {
            let pending = queue[next]
            next += 1
            pending.cancel.setDisposable(pending.run())
        }
        return disposable
    }
}
