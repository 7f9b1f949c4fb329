// What the async/await bridges share: a subscription that a `@Sendable` handler (a stream's
// `onTermination`, a task's cancellation handler) may dispose from any thread, and the one
// outcome a `value` awaits. Chapter 14.
import Synchronization

// snippet:begin bridge-subscription
/// A subscription slot that Swift concurrency's handlers may dispose from any thread.
///
/// The handlers are `@Sendable`, `Disposable` is not: this class carries one across. It is
/// a `SingleAssignmentDisposable` underneath, so disposing it before the subscription is set
/// (a stream ended, or a task cancelled, while `subscribe` was still running) disposes the
/// subscription the moment it arrives. `package`, so that exercise 14.1 can build a bridge
/// of its own with it.
// @unchecked Sendable: the only state is `slot`, whose `setDisposable` and `dispose` go
// through one atomic state word (chapter 6) and may therefore race; the disposable it holds
// is a ProductionRx subscription, which may be disposed from any thread.
package final class BridgeSubscription: @unchecked Sendable {
    private let slot = SingleAssignmentDisposable()

    /// An empty slot.
    package init() {}

    /// Sets the subscription; disposes it at once if `dispose()` came first.
    package func set(_ subscription: Disposable) {
        slot.setDisposable(subscription)
    }

    /// Disposes the subscription, now or when it is set.
    package func dispose() {
        slot.dispose()
    }
}
// snippet:end bridge-subscription

// snippet:begin awaited-outcome
/// The one outcome a `value` waits for, and the continuation waiting for it.
///
/// Three things race: the subscription reports an outcome, the awaiting task is cancelled,
/// and the continuation is installed. The first to reach the continuation resumes it, the
/// lock sees to it that nobody else does.
final class AwaitedOutcome<Value>: Sendable {
    private enum State {
        /// Nobody waits yet, and the task has not been cancelled.
        case idle
        /// The task was cancelled before it began to wait.
        case cancelledEarly
        /// The task waits for an outcome.
        case waiting(CheckedContinuation<Value, Swift.Error>)
        /// The continuation has been resumed.
        case resumed
    }

    private let state = Mutex(State.idle)

    /// The subscription that reports the outcome; cancelling disposes it.
    let subscription = BridgeSubscription()

    /// Installs the continuation. Returns `true` when the task was cancelled before it got
    /// here: subscribe all the same (a source that answers at once still gives its answer),
    /// then call `giveUp()`.
    func wait(with continuation: CheckedContinuation<Value, Swift.Error>) -> Bool {
        state.withLock { state in
            let cancelledEarly = if case .cancelledEarly = state { true } else { false }
            state = .waiting(continuation)
            return cancelledEarly
        }
    }

    /// Disposes the subscription, then resumes the waiting task with `outcome`, unless it
    /// was resumed already.
    func finish(_ outcome: Result<Value, Swift.Error>) {
        let continuation = takeContinuation()
        subscription.dispose()
        // Handed over to the awaiting task, as every Rx element is handed to the next
        // observer: the sender does not touch it again (chapter 14, "Threads and the main
        // actor").
        nonisolated(unsafe) let handedOver = outcome
        continuation?.resume(with: handedOver)
    }

    /// For a task cancelled before it waited, once `subscribe` has returned: throws
    /// `CancellationError`, unless the source answered while subscribing.
    func giveUp() {
        finish(.failure(CancellationError()))
    }

    /// The awaiting task was cancelled: disposes the subscription and resumes the task with
    /// a `CancellationError`, unless an outcome came first. Before the task waits, only
    /// remembers it.
    func cancel() {
        let continuation = state.withLock { state -> CheckedContinuation<Value, Swift.Error>? in
            switch state {
            case .idle:
                state = .cancelledEarly
                return nil
            case .waiting(let continuation):
                state = .resumed
                return continuation
            case .cancelledEarly, .resumed:
                return nil
            }
        }
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    private func takeContinuation() -> CheckedContinuation<Value, Swift.Error>? {
        state.withLock { state in
            guard case .waiting(let continuation) = state else { return nil }
            state = .resumed
            return continuation
        }
    }
}

/// Subscribes with `subscribe` and suspends until it reports an outcome.
///
/// Cancelling the awaiting task disposes the subscription and throws `CancellationError` at
/// once: the task never waits for a source that no longer has a subscriber. A task that is
/// already cancelled still subscribes, and gets the answer if the source gives it while
/// subscribing; otherwise it throws `CancellationError` as soon as `subscribe` returns. It
/// runs on the caller's actor, where the sequence it subscribes to lives.
nonisolated(nonsending) func awaitOutcome<Value>(
    subscribe: (_ report: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let outcome = AwaitedOutcome<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let cancelledEarly = outcome.wait(with: continuation)
            // Disposed at once if the task was cancelled in the meantime.
            outcome.subscription.set(subscribe { outcome.finish($0) })
            if cancelledEarly {
                outcome.giveUp()
            }
        }
    } onCancel: {
        outcome.cancel()
    }
}
// snippet:end awaited-outcome
