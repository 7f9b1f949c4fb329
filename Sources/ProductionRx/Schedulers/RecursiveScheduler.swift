// The helpers behind `scheduleRecursive`: each recursion is a new scheduled action whose
// disposable is kept until it runs. Chapter 7.

/// Where one scheduled step's disposable is.
private enum StepState {
    /// The scheduler has not returned the step's disposable yet.
    case scheduling
    /// Waiting to run; its disposable is in the group under this key.
    case waiting(CompositeDisposable.DisposeKey)
    /// Ran, or was scheduled after the recursion was disposed: nothing to keep.
    case over
}

// snippet:begin recursion-steps
/// The bookkeeping both recursive schedulers share: the action, until the recursion is
/// disposed, and the disposable of every step that is scheduled and has not run yet, so that
/// disposing the recursion cancels those steps.
private final class RecursionSteps<Action> {
    private let lock = RecursiveLock()
    private let pending = CompositeDisposable()
    // Guarded by `lock`; `nil` once disposed.
    private var action: Action?

    init(_ action: Action) {
        self.action = action
    }

    /// Schedules one step. `schedule` hands the step to a scheduler and returns the
    /// scheduler's disposable; the scheduled code calls `begin` first, which forgets that
    /// disposable and returns the action to run (`nil` once the recursion is disposed).
    func add(_ schedule: (_ begin: @escaping () -> Action?) -> Disposable) {
        var state = StepState.scheduling
        let disposable = schedule {
            if self.pending.isDisposed {
                return nil
            }
            return self.lock.performLocked {
                if case .waiting(let key) = state {
                    self.pending.remove(for: key)
                }
                state = .over
                return self.action
            }
        }
        lock.performLocked {
            // A step that ran at once (an immediate scheduler) has nothing left to keep.
            guard case .scheduling = state else {
                return
            }
            state = pending.insert(disposable).map(StepState.waiting) ?? .over
        }
    }

    /// Drops the action and cancels every step still waiting.
    func dispose() {
        lock.performLocked {
            action = nil
        }
        pending.dispose()
    }
}
// snippet:end recursion-steps

/// Schedules an action again each time it calls `recurse`, after a delay.
public final class AnyRecursiveScheduler<State> {
    /// The action: receives the state and this scheduler, to schedule the next step.
    public typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let scheduler: SchedulerType
    private let steps: RecursionSteps<Action>

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        steps = RecursionSteps(action)
    }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        steps.add { begin in
            scheduler.scheduleRelative(state, dueTime: dueTime) { state in
                begin()?(state, self)
                return Disposables.create()
            }
        }
    }

    /// Schedules the action again with `state`, immediately.
    public func schedule(_ state: State) {
        steps.add { begin in
            scheduler.schedule(state) { state in
                begin()?(state, self)
                return Disposables.create()
            }
        }
    }

    /// Cancels every pending step and drops the action.
    public func dispose() {
        steps.dispose()
    }
}

/// Schedules an action again each time it calls `recurse`, on an immediate scheduler.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let scheduler: ImmediateSchedulerType
    private let steps: RecursionSteps<Action>

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        steps = RecursionSteps(action)
    }

    // snippet:begin recursive-immediate-schedule
    /// Schedules one step with `state`; the step's `recurse` schedules the next one the same
    /// way, as a new action on the scheduler rather than a nested call.
    func schedule(_ state: State) {
        steps.add { begin in
            scheduler.schedule(state) { state in
                begin()?(state, self.schedule)
                return Disposables.create()
            }
        }
    }
    // snippet:end recursive-immediate-schedule

    /// Cancels the pending step and drops the action.
    func dispose() {
        steps.dispose()
    }
}
