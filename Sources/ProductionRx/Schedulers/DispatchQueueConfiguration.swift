// What the dispatch schedulers share: a queue, a leeway, and the three ways of putting work
// on that queue (now, after a delay, periodically). Chapter 7.
import Dispatch
import Foundation

/// The queue and timer leeway of a dispatch scheduler, and its scheduling logic.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval
}

/// Carries non-`Sendable` work (an action, its state, the disposables that guard it) into a
/// Dispatch closure.
// @unchecked Sendable: the scheduler hands the value to exactly one queue and never touches
// it again; the action runs there (a timer's handler never overlaps itself). That is the
// scheduler contract RxSwift relies on: an action and its state belong to the queue it runs on.
struct ScheduledWork<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension DispatchQueueConfiguration {
    // snippet:begin dispatch-schedule
    /// Runs `action` on the queue as soon as it can; disposing first skips it.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Checked on the queue, just before the action would run; after it ran, the same
        // slot holds (and disposes) what the action returned.
        let slot = SingleAssignmentDisposable()
        let work = ScheduledWork((slot, state, action))
        queue.async {
            let (slot, state, action) = work.value
            guard !slot.isDisposed else {
                return
            }
            slot.setDisposable(action(state))
        }
        return slot
    }
    // snippet:end dispatch-schedule

    /// Runs `action` on the queue after `dueTime`, with a dispatch timer; disposing first
    /// cancels the timer.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let (timer, stopTimer) = makeTimer { $0.schedule(deadline: .now() + dueTime, leeway: leeway) }
        // Holds the timer's disposable, then also what the action returns.
        let group = CompositeDisposable()
        _ = group.insert(stopTimer)
        let work = ScheduledWork((group, stopTimer, state, action))
        timer.setEventHandler {
            let (group, stopTimer, state, action) = work.value
            guard !group.isDisposed else {
                return
            }
            _ = group.insert(action(state))
            stopTimer.dispose()
        }
        timer.resume()
        return group
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, with a repeating
    /// dispatch timer, until disposed.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
    {
        let (timer, stopTimer) = makeTimer { $0.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway) }
        // The handler of one timer never runs twice at once, even on a concurrent queue, so
        // the state it carries from tick to tick needs no lock.
        let carried = RxMutableBox(state)
        let work = ScheduledWork((stopTimer, carried, action))
        timer.setEventHandler {
            let (stopTimer, carried, action) = work.value
            guard !stopTimer.isDisposed else {
                return
            }
            carried.value = action(carried.value)
        }
        timer.resume()
        return stopTimer
    }

    /// A timer on the queue, set up by `arm`, and the disposable that stops it. A timer
    /// nobody references is cancelled, so the disposable keeps it until it is disposed;
    /// cancelling also releases the timer's handler.
    private func makeTimer(_ arm: (DispatchSourceTimer) -> Void) -> (DispatchSourceTimer, Cancelable) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        arm(timer)
        var kept: DispatchSourceTimer? = timer
        let stop = Disposables.running {
            kept?.cancel()
            kept = nil
        }
        return (timer, stop)
    }
}
