// Exercise 04.2 — a trampoline. Check it with `swift run exercises 04.2`.
//
// Calling an action that schedules another action that schedules another … nests one
// stack frame per step, until the stack overflows. A trampoline flattens that:
// `schedule(action)` runs `action` at once if no action is running; if one is running
// (we were called from inside it), it queues `action` and returns, and the outer call
// runs the queue, first in first out, once the current action has returned.
// 100,000 nested schedules must finish without a crash.
//
// Read: Chapters/04-where-naive-breaks/README.md#deep-recursion

/// Runs scheduled actions one after another, never one inside another.
public final class Trampoline {
    /// Creates a trampoline with nothing running.
    public init() {}

    /// Runs `action` now if nothing is running; otherwise after the actions before it.
    public func schedule(_ action: @escaping () -> Void) {
        // Replace this method: for now it drops every action.
        // (Calling `action()` straight away is the recursion this exercise removes.)
    }
}
