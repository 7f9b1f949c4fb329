// Mistake: runs a copy of the queue taken before starting, so actions scheduled meanwhile are dropped.
// Caught by: runs an action scheduled from inside another after it, not inside it

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
        let waiting = queue
        queue = []
        for next in waiting {
            next()
        }
        isRunning = false
    }
}
