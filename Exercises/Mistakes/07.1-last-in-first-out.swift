// Mistake: takes the newest queued action first, a stack where a queue is needed.
// Caught by: runs actions scheduled from inside an action after it, first in first out
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

    /// Creates a scheduler with nothing running.
    public init() {}

    /// Runs `action` now if nothing runs; otherwise queues it behind the running action.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isRunning {
            let pending = Pending { action(state) }
            queue.append(pending)
            return pending.cancel
        }

        isRunning = true
        defer {
            isRunning = false
            queue = []
        }

        let disposable = action(state)
        while let pending = queue.popLast() {
            if !pending.cancel.isDisposed {
                pending.cancel.setDisposable(pending.run())
            }
        }
        return disposable
    }
}
