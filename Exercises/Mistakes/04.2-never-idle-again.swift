// Mistake: never marks itself idle again, so once the first actions have run every later one waits for ever.
// Caught by: runs an action at once again after the earlier ones have finished

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
        while !queue.isEmpty {
            let next = queue.removeFirst()
            next()
        }
    }
}
