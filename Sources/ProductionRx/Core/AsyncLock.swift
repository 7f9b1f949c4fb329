// The gate behind `concat`'s tail recursion: a per-sink trampoline that runs one action at a
// time and queues the actions that arrive meanwhile, from any thread. Chapter 5. It sits with
// the locks because it is one, of a kind that never makes a caller wait.

// snippet:begin async-lock
/// Runs actions one at a time, in arrival order, without blocking the caller.
///
/// The first `invoke` runs its action at once and then drains the queue; an `invoke` that
/// arrives while an action runs (on the same thread, from inside it, or on another thread)
/// only enqueues its action and returns. Recursion through the gate thus becomes a loop.
/// Once disposed, the gate drops its queue and ignores every later action.
///
/// Its lock is held only to update the queue and the state, never while an action runs.
final class AsyncLock: Disposable {
    private enum State {
        /// No action runs: the next `invoke` runs its own.
        case idle
        /// An `invoke` is running actions; others only queue theirs.
        case running
        /// Disposed: actions are dropped.
        case disposed
    }

    private let lock = SpinLock()
    // Both guarded by `lock`.
    private var state = State.idle
    private var waiting = Queue<() -> Void>(capacity: 0)

    /// Runs `action` now, then everything queued behind it, or queues it if an action is
    /// already running (and drops it if the gate is disposed).
    func invoke(_ action: @escaping () -> Void) {
        guard claim(action) else {
            return
        }
        var next: (() -> Void)? = action
        while let current = next {
            current()
            next = nextOrIdle()
        }
    }

    /// Under the lock: `true` if the caller is to run `action` itself; otherwise the action
    /// is queued for the running caller, or dropped.
    private func claim(_ action: @escaping () -> Void) -> Bool {
        lock.performLocked {
            switch state {
            case .idle:
                state = .running
                return true
            case .running:
                waiting.enqueue(action)
                return false
            case .disposed:
                return false
            }
        }
    }

    /// Under the lock: the next queued action, or `nil` after marking the gate idle (unless
    /// it was disposed meanwhile).
    private func nextOrIdle() -> (() -> Void)? {
        lock.performLocked {
            if let next = waiting.dequeue() {
                return next
            }
            if case .running = state {
                state = .idle
            }
            return nil
        }
    }

    /// Drops the queued actions; later ones are ignored.
    func dispose() {
        lock.performLocked {
            waiting = Queue(capacity: 0)
            state = .disposed
        }
    }
}
// snippet:end async-lock
