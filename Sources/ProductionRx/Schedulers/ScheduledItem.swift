// One action waiting in a scheduler's queue, cancelable until it runs. Chapter 7.

/// Something a scheduler can run.
protocol InvocableType {
    func invoke()
}

/// A queued action that can be canceled before it runs.
protocol ScheduledItemType: Cancelable, InvocableType {}

/// An action with its state, queued by `CurrentThreadScheduler`. Disposing it before it runs
/// skips it; disposing it after disposes what the action returned.
struct ScheduledItem<T>: ScheduledItemType {
    typealias Action = (T) -> Disposable

    private let action: Action
    private let state: T
    private let disposable = SingleAssignmentDisposable()

    var isDisposed: Bool {
        disposable.isDisposed
    }

    init(action: @escaping Action, state: T) {
        self.action = action
        self.state = state
    }

    func invoke() {
        disposable.setDisposable(action(state))
    }

    func dispose() {
        disposable.dispose()
    }
}
