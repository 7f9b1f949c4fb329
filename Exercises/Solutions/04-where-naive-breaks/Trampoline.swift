// Reference solution for exercise 04.2 — a trampoline. Try the exercise first.

/// Runs scheduled actions one after another, never one inside another.
public final class Trampoline {
    private var queue: [() -> Void] = []
    private var isRunning = false

    /// Creates a trampoline with nothing running.
    public init() {}

    /// Runs `action` now if nothing is running; otherwise after the actions before it.
    public func schedule(_ action: @escaping () -> Void) {
        queue.append(action)
        // A nested call only queues; the outermost call's loop runs it, one frame deep.
        if isRunning { return }
        isRunning = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            next()
        }
        isRunning = false
    }
}
