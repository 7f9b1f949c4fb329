// The gate behind `concat`'s tail recursion: a per-sink trampoline that runs one action at a
// time and queues the actions that arrive meanwhile, from any thread. Chapter 5.

// snippet:begin async-lock
/// Runs actions one at a time, in arrival order, without blocking the caller.
///
/// The first `invoke` runs its action at once and then drains the queue; an `invoke` that
/// arrives while an action runs (on the same thread, from inside it, or on another thread)
/// only enqueues its action and returns. Recursion through the gate thus becomes a loop.
/// Once disposed, the gate drops its queue and ignores every later action.
///
/// The `lock` is held only to update the queue and the flags, never while an action runs.
final class AsyncLock<I: InvocableType>: Disposable, Lock {
    private let mutex = SpinLock()

    private var queue: Queue<I> = Queue(capacity: 0)

    private var isExecuting = false
    private var hasFaulted = false

    func lock() {
        mutex.lock()
    }

    func unlock() {
        mutex.unlock()
    }

    /// Returns `action` if the caller must run it now, or `nil` if it was queued (or dropped
    /// because the gate is disposed).
    private func enqueue(_ action: I) -> I? {
        lock(); defer { unlock() }
        if hasFaulted {
            return nil
        }

        if isExecuting {
            queue.enqueue(action)
            return nil
        }

        isExecuting = true

        return action
    }

    private func dequeue() -> I? {
        lock(); defer { unlock() }
        if !queue.isEmpty {
            return queue.dequeue()
        } else {
            isExecuting = false
            return nil
        }
    }

    /// Runs `action` now and then everything queued behind it, or queues it if an action is
    /// already running.
    func invoke(_ action: I) {
        guard let firstEnqueuedAction = enqueue(action) else {
            // Queued: whoever is executing will run it.
            return
        }
        firstEnqueuedAction.invoke()

        while let nextAction = dequeue() {
            nextAction.invoke()
        }
    }

    /// Drops the queued actions; later ones are ignored.
    func dispose() {
        lock(); defer { unlock() }
        queue = Queue(capacity: 0)
        hasFaulted = true
    }
}
// snippet:end async-lock
