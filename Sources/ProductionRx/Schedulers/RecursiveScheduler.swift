// The helpers behind `scheduleRecursive`: each recursion is a new scheduled action whose
// disposable is kept until it runs. Chapter 7.

private enum ScheduleState {
    case initial
    case added(CompositeDisposable.DisposeKey)
    case done
}

/// Schedules an action again each time it calls `recurse`, after a delay.
public final class AnyRecursiveScheduler<State> {
    /// The action: receives the state and this scheduler, to schedule the next step.
    public typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private var scheduler: SchedulerType
    private var action: Action?

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.action = action
        self.scheduler = scheduler
    }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        var scheduleState: ScheduleState = .initial

        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
            if self.group.isDisposed {
                return Disposables.create()
            }

            let action = self.lock.performLocked { () -> Action? in
                switch scheduleState {
                case .added(let removeKey):
                    self.group.remove(for: removeKey)
                case .initial, .done:
                    break
                }
                scheduleState = .done
                return self.action
            }

            action?(state, self)
            return Disposables.create()
        }

        lock.performLocked {
            switch scheduleState {
            case .added:
                rxFatalError("AnyRecursiveScheduler: invalid state. Chapter 7.")
            case .initial:
                if let removeKey = group.insert(disposable) {
                    scheduleState = .added(removeKey)
                } else {
                    scheduleState = .done
                }
            case .done:
                break
            }
        }
    }

    /// Schedules the action again with `state`, immediately.
    public func schedule(_ state: State) {
        var scheduleState: ScheduleState = .initial

        let disposable = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed {
                return Disposables.create()
            }

            let action = self.lock.performLocked { () -> Action? in
                switch scheduleState {
                case .added(let removeKey):
                    self.group.remove(for: removeKey)
                case .initial, .done:
                    break
                }
                scheduleState = .done
                return self.action
            }

            action?(state, self)
            return Disposables.create()
        }

        lock.performLocked {
            switch scheduleState {
            case .added:
                rxFatalError("AnyRecursiveScheduler: invalid state. Chapter 7.")
            case .initial:
                if let removeKey = group.insert(disposable) {
                    scheduleState = .added(removeKey)
                } else {
                    scheduleState = .done
                }
            case .done:
                break
            }
        }
    }

    /// Cancels every pending step and drops the action.
    public func dispose() {
        lock.performLocked {
            action = nil
        }
        group.dispose()
    }
}

/// Schedules an action again each time it calls `recurse`, on an immediate scheduler.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = SpinLock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    // snippet:begin recursive-immediate-schedule
    /// Schedules one step with `state`. The step's disposable stays in `group` until it runs,
    /// so that disposing the whole recursion cancels the step still queued.
    func schedule(_ state: State) {
        var scheduleState: ScheduleState = .initial

        let disposable = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed {
                return Disposables.create()
            }

            let action = self.lock.performLocked { () -> Action? in
                switch scheduleState {
                case .added(let removeKey):
                    self.group.remove(for: removeKey)
                case .initial, .done:
                    break
                }
                scheduleState = .done
                return self.action
            }

            action?(state, self.schedule)
            return Disposables.create()
        }

        lock.performLocked {
            switch scheduleState {
            case .added:
                rxFatalError("RecursiveImmediateScheduler: invalid state. Chapter 7.")
            case .initial:
                if let removeKey = group.insert(disposable) {
                    scheduleState = .added(removeKey)
                } else {
                    scheduleState = .done
                }
            case .done:
                break
            }
        }
    }
    // snippet:end recursive-immediate-schedule

    /// Cancels the pending step and drops the action.
    func dispose() {
        lock.performLocked {
            action = nil
        }
        group.dispose()
    }
}
