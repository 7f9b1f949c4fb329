// Mistake: takes the newest waiting action first, a stack where a queue is needed.
// Caught by: runs queued actions first in, first out

/// Runs scheduled actions one after another, never one inside another.
public final class Trampoline {
    private var queue: [() -> Void] = []
    private var isRunning = false

    /// Creates a trampoline with nothing running.
    public init() {}

    /// Runs `action` now if nothing is running; otherwise after the actions before it.
    public func schedule(_ action: @escaping () -> Void) {
        queue.append(action)
        if isRunning { return }
        isRunning = true
        while let next = queue.popLast() {
            next()
        }
        isRunning = false
    }
}
