// Mistake: runs every action at once, inside the one that scheduled it: recursion where a queue is needed.
// Caught by: runs an action scheduled from inside another after it, not inside it

/// Runs scheduled actions one after another, never one inside another.
public final class Trampoline {
    /// Creates a trampoline with nothing running.
    public init() {}

    /// Runs `action` now if nothing is running; otherwise after the actions before it.
    public func schedule(_ action: @escaping () -> Void) {
        action()
    }
}
