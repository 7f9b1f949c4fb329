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
        let cancel = SingleAssignmentDisposable()
        let work = ScheduledWork((cancel, state, action))

        queue.async {
            let (cancel, state, action) = work.value
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(action(state))
        }

        return cancel
    }
    // snippet:end dispatch-schedule

    /// Runs `action` on the queue after `dueTime`, with a dispatch timer; disposing first
    /// cancels the timer.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime

        let compositeDisposable = CompositeDisposable()

        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)

        // A timer nobody references is cancelled, so the disposable keeps it until it fires
        // or is disposed; both cancel it, which also releases the handler below.
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }

        let work = ScheduledWork((compositeDisposable, cancelTimer, state, action))
        timer.setEventHandler {
            let (compositeDisposable, cancelTimer, state, action) = work.value
            if compositeDisposable.isDisposed {
                return
            }
            _ = compositeDisposable.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()

        _ = compositeDisposable.insert(cancelTimer)

        return compositeDisposable
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, with a repeating
    /// dispatch timer, until disposed.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType)
        -> Disposable
    {
        let initial = DispatchTime.now() + startAfter

        let timerState = RxMutableBox(state)

        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)

        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }

        // The handler of one timer never runs twice at once, even on a concurrent queue, so
        // `timerState` needs no lock.
        let work = ScheduledWork((cancelTimer, timerState, action))
        timer.setEventHandler {
            let (cancelTimer, timerState, action) = work.value
            if cancelTimer.isDisposed {
                return
            }
            timerState.value = action(timerState.value)
        }
        timer.resume()

        return cancelTimer
    }
}
