// One action waiting in a scheduler's queue, cancelable until it runs. Chapter 7.

/// Something a scheduler can run.
protocol InvocableType {
    func invoke()
}

/// A queued action that can be canceled before it runs.
protocol ScheduledItemType: Cancelable, InvocableType {}

/// An action with its state, queued by `CurrentThreadScheduler`. Disposing it before it runs
/// skips it; disposing it after disposes what the action returned.
struct ScheduledItem<State>: ScheduledItemType {
    private let action: (State) -> Disposable
    private let state: State
    // Empty until the item runs, then what the action returned: the one slot both a
    // `dispose()` before the run (the drain loop then skips the item) and one after it act on.
    private let outcome = SingleAssignmentDisposable()

    init(action: @escaping (State) -> Disposable, state: State) {
        self.action = action
        self.state = state
    }

    var isDisposed: Bool {
        outcome.isDisposed
    }

    func invoke() {
        outcome.setDisposable(action(state))
    }

    func dispose() {
        outcome.dispose()
    }
}
