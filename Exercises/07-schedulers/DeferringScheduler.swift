// Exercise 07.1 — a scheduler that defers nested work. Check it with `swift run exercises 07.1`.
//
// Write `DeferringScheduler`, a tiny `ImmediateSchedulerType` that behaves like the
// trampoline inside `CurrentThreadScheduler`, for one thread:
//
// - `schedule` called when none of its actions is running runs the action at once, then
//   every action scheduled meanwhile, first in first out, and returns when all are done;
// - `schedule` called from inside one of its actions only queues the action and returns a
//   disposable; disposing that disposable before the action runs skips the action.
//
// Because each step is queued instead of called, `scheduleRecursive` (which ProductionRx
// already gives every `ImmediateSchedulerType`) can run 100,000 steps without the stack
// growing, and two `Observable.of(…, scheduler:)` on your scheduler take turns: 1 3 2 4.
//
//     schedule(A)          A runs; inside it schedule(B), schedule(C) → queued
//                          A returns → B runs (schedules D → queued) → C → D
//
// Read: Chapters/07-schedulers/README.md#the-trampoline
import ProductionRx

/// Runs an action at once when idle, and queues actions scheduled from inside an action.
/// Used from one thread.
public final class DeferringScheduler: ImmediateSchedulerType {
    /// Creates a scheduler with nothing running.
    public init() {}

    /// Runs `action` now if nothing runs; otherwise queues it behind the running action.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Replace this method: for now it drops every action.
        // (Calling `action(state)` straight away is the nesting this exercise removes.)
        Disposables.create()
    }
}
