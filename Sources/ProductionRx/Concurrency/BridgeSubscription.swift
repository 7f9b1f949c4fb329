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
/// and the continuation is installed. Whichever comes first decides; the lock makes the
/// continuation resume exactly once.
final class AwaitedOutcome<Value>: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, Swift.Error>)
        case cancelled
        case finished
    }

    private let state = Mutex(State.idle)

    /// The subscription that reports the outcome; cancelling disposes it.
    let subscription = BridgeSubscription()

    /// Installs the continuation. Returns `false`, after resuming it with a
    /// `CancellationError`, when the task was cancelled first: then do not subscribe.
    func wait(with continuation: CheckedContinuation<Value, Swift.Error>) -> Bool {
        let wasCancelled = state.withLock { state -> Bool in
            guard case .idle = state else { return true }
            state = .waiting(continuation)
            return false
        }
        if wasCancelled {
            continuation.resume(throwing: CancellationError())
        }
        return !wasCancelled
    }

    /// Disposes the subscription, then resumes the waiting task with `outcome`; later
    /// outcomes are ignored.
    func finish(_ outcome: Result<Value, Swift.Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, Swift.Error>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .finished
            return continuation
        }
        subscription.dispose()
        // Handed over to the awaiting task, as every Rx element is handed to the next
        // observer: the sender does not touch it again (chapter 14, "Threads and the main
        // actor").
        nonisolated(unsafe) let handedOver = outcome
        continuation?.resume(with: handedOver)
    }

    /// The awaiting task was cancelled: disposes the subscription and resumes the task with
    /// a `CancellationError`, unless an outcome came first.
    func cancel() {
        let continuation = state.withLock { state -> CheckedContinuation<Value, Swift.Error>? in
            switch state {
            case .idle:
                state = .cancelled
                return nil
            case .waiting(let continuation):
                state = .cancelled
                return continuation
            case .cancelled, .finished:
                return nil
            }
        }
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}

/// Subscribes with `subscribe` and suspends until it reports an outcome.
///
/// Cancelling the awaiting task disposes the subscription and throws `CancellationError` at
/// once: the task never waits for a source that no longer has a subscriber. It runs on the
/// caller's actor, where the sequence it subscribes to lives.
nonisolated(nonsending) func awaitOutcome<Value>(
    subscribe: (_ report: @escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let outcome = AwaitedOutcome<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            guard outcome.wait(with: continuation) else { return }
            outcome.subscription.set(subscribe { outcome.finish($0) })
        }
    } onCancel: {
        outcome.cancel()
    }
}
// snippet:end awaited-outcome
