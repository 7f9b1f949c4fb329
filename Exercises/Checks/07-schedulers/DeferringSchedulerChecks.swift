// The checks of exercise 07.1, deferring (chapter 7): nested work queued first in first out,
// skippable, and the scheduler reusable.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("runs an action at once when nothing is running") {
        let scheduler = DeferringScheduler()
        var log: [String] = []
        _ = scheduler.schedule("A") { state in
            log.append(state)
            return Disposables.create()
        }
        log.append("schedule returned")
        expect(log, equals: ["A", "schedule returned"], "order of the steps")
    },
    Check("runs an action at once again after the earlier ones have finished") {
        let scheduler = DeferringScheduler()
        var log: [String] = []
        for name in ["first", "second"] {
            _ = scheduler.schedule(name) { state in
                log.append(state)
                return Disposables.create()
            }
            log.append("schedule returned")
        }
        expect(log, equals: ["first", "schedule returned", "second", "schedule returned"], "order of the steps of two schedule calls from outside")
    },
    Check("starts each run afresh: a second run from outside runs its own queued actions, and none of the first's again") {
        let scheduler = DeferringScheduler()
        var log: [String] = []
        for name in ["first", "second"] {
            _ = scheduler.schedule(name) { state in
                log.append(state)
                _ = scheduler.schedule(state) { state in
                    log.append("queued by \(state)")
                    return Disposables.create()
                }
                return Disposables.create()
            }
        }
        expect(
            log, equals: ["first", "queued by first", "second", "queued by second"],
            "actions run by two schedule calls from outside, one after the other, each action queueing one more")
    },
    Check("lets go of the actions it queued once the run that ran them is over") {
        // A scheduler can live as long as the app. A run that keeps its queued actions keeps
        // everything they hold (their state, the observers and sinks they captured) for as
        // long, and a little more after every run.
        let scheduler = DeferringScheduler()
        var ran = false
        weak let released: Captured?
        do {
            let captured = Captured()
            released = captured
            _ = scheduler.schedule(()) { _ in
                _ = scheduler.schedule(captured) { captured in
                    ran = captured.isAlive
                    return Disposables.create()
                }
                return Disposables.create()
            }
        }
        expect(ran, "the queued action ran")
        expect(released == nil, "the object a queued action held was freed once the run that ran it returned")
    },
    Check("runs actions scheduled from inside an action after it, first in first out") {
        let scheduler = DeferringScheduler()
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            log.append("A begins")
            _ = scheduler.schedule(()) { _ in
                log.append("B")
                _ = scheduler.schedule(()) { _ in
                    log.append("D")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("C")
                return Disposables.create()
            }
            log.append("A ends")
            return Disposables.create()
        }
        expect(log, equals: ["A begins", "A ends", "B", "C", "D"], "order of the actions")
    },
    Check("skips a queued action that was disposed before it ran") {
        let scheduler = DeferringScheduler()
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            let skipped = scheduler.schedule(()) { _ in
                log.append("disposed action ran")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("kept action ran")
                return Disposables.create()
            }
            skipped.dispose()
            return Disposables.create()
        }
        expect(log, equals: ["kept action ran"], "actions that ran")
    },
    Check("skips a queued action disposed by an action that ran before it, in the same run") {
        // The queue is read when each action's turn comes, not once when the running action
        // returns: an action queued earlier may dispose one queued after it.
        let scheduler = DeferringScheduler()
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            var skipped: Disposable?
            _ = scheduler.schedule(()) { _ in
                log.append("B")
                skipped?.dispose()
                return Disposables.create()
            }
            skipped = scheduler.schedule(()) { _ in
                log.append("C, disposed by B")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("D")
                return Disposables.create()
            }
            return Disposables.create()
        }
        expect(log, equals: ["B", "D"], "actions that ran, of B, C and D queued in that order, B disposing C")
    },
    Check("disposing what schedule returned disposes what the action returned, run at once or queued") {
        // As CurrentThreadScheduler does: the action run at once hands back its own
        // disposable, and a queued one's handle takes the action's disposable when it runs
        // (RxSwift/Schedulers/CurrentThreadScheduler.swift, Internal/ScheduledItem.swift).
        let (handle, queuedHandle, atOnce, queued) = scheduleOneThatQueuesAnother()
        handle.dispose()
        queuedHandle?.dispose()
        expect(atOnce.disposals, equals: 1, "disposals of what the action run at once returned, once its handle was disposed")
        expect(queued.disposals, equals: 1, "disposals of what the queued action returned, once its handle was disposed after it ran")
    },
    Check("disposing the handle of an action run at once leaves alone what the actions it queued returned") {
        // Each handle stands for its own action: the queued actions have handles of their
        // own, and whoever holds one decides when what it returned is disposed.
        let (handle, queuedHandle, _, queued) = scheduleOneThatQueuesAnother()
        handle.dispose()
        expect(queued.disposals, equals: 0, "disposals of what the queued action returned, once only the handle of the action run at once was disposed")
        queuedHandle?.dispose()
        expect(queued.disposals, equals: 1, "disposals of what the queued action returned, once its own handle was disposed too")
    },
    Check("disposing a queued action's handle while the action runs disposes what it returns, as soon as it returns") {
        // A handle may be disposed before its action runs (it is skipped), after (what it
        // returned is disposed), or while it runs: from inside the action, as an operator
        // does when the element the action sends ends its subscription. What the action
        // returns then has a disposed handle to go to, and is disposed at once (RxSwift's
        // ScheduledItem keeps it in a SingleAssignmentDisposable).
        let scheduler = DeferringScheduler()
        let returned = DisposalCounter()
        _ = scheduler.schedule(()) { _ in
            var handle: Disposable?
            handle = scheduler.schedule(()) { _ in
                handle?.dispose()
                return returned
            }
            return Disposables.create()
        }
        expect(returned.disposals, equals: 1, "disposals of what a queued action returned, its handle disposed from inside the action")
    },
    Check("runs at once an action scheduled on another, idle scheduler from inside an action") {
        // Each scheduler has a queue of its own: one busy scheduler does not make another wait.
        let first = DeferringScheduler(), second = DeferringScheduler()
        var log: [String] = []
        _ = first.schedule(()) { _ in
            log.append("the first begins")
            _ = second.schedule(()) { _ in
                log.append("the second runs")
                return Disposables.create()
            }
            log.append("the first ends")
            return Disposables.create()
        }
        expect(
            log, equals: ["the first begins", "the second runs", "the first ends"],
            "order of the steps of an action on the first scheduler that schedules one on the second")
    },
    Check("keeps each scheduler's queue its own: a run of another scheduler nested in an action neither runs nor drops this one's queued actions") {
        let first = DeferringScheduler(), second = DeferringScheduler()
        var log: [String] = []
        _ = first.schedule(()) { _ in
            log.append("the first begins")
            _ = first.schedule(()) { _ in
                log.append("the first's queued action")
                return Disposables.create()
            }
            _ = second.schedule(()) { _ in
                log.append("the second runs")
                _ = second.schedule(()) { _ in
                    log.append("the second's queued action")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            log.append("the first ends")
            return Disposables.create()
        }
        expect(
            log, equals: ["the first begins", "the second runs", "the second's queued action", "the first ends", "the first's queued action"],
            "order of the steps of an action on the first scheduler that queues one on it, then runs one on the second that queues one there")
    },
    Check("lets two Observable.of on it take turns: 1 3 2 4") {
        let scheduler = DeferringScheduler()
        nonisolated(unsafe) var received: [String] = []
        let record: @Sendable (Event<Int>) -> Void = { received.append($0.debugDescription) }
        var subscriptions: [Disposable] = []
        _ = scheduler.schedule(()) { _ in
            subscriptions.append(Observable.of(1, 2, scheduler: scheduler).subscribe(record))
            subscriptions.append(Observable.of(3, 4, scheduler: scheduler).subscribe(record))
            return Disposables.create()
        }
        subscriptions.forEach { $0.dispose() }
        expect(
            received, equals: ["next(1)", "next(3)", "next(2)", "next(4)", "completed", "completed"],
            "events of of(1, 2) and of(3, 4), both on your scheduler, subscribed inside one action")
    },
    Check("finishes 100,000 recursive steps without overflowing the stack") {
        let scheduler = DeferringScheduler()
        var steps = 0
        let recursion = scheduler.scheduleRecursive(0) { step, recurse in
            steps += 1
            if step + 1 < 100_000 { recurse(step + 1) }
        }
        recursion.dispose()
        expect(steps, equals: 100_000, "steps run by scheduleRecursive")
    },
]

/// An action on a new `DeferringScheduler` that queues a second one and returns: both handles
/// (the queued one's, given once the queue has run), and what each action returned, counting
/// its disposals.
private func scheduleOneThatQueuesAnother() -> (
    handle: Disposable, queuedHandle: Disposable?, atOnce: DisposalCounter, queued: DisposalCounter
) {
    let scheduler = DeferringScheduler()
    let atOnce = DisposalCounter(), queued = DisposalCounter()
    var queuedHandle: Disposable?
    let handle = scheduler.schedule(()) { _ in
        queuedHandle = scheduler.schedule(()) { _ in queued }
        return atOnce
    }
    return (handle, queuedHandle, atOnce, queued)
}

/// An object for a queued action to hold, so that the checks can see whether it is freed.
private final class Captured {
    /// Always `true`: something for the action to read.
    let isAlive = true
}
