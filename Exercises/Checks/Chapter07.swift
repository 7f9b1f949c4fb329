// Exercises for chapter 7, "Schedulers": a scheduler that defers nested work like the
// trampoline, and deliver(on:), a small observe(on:) on a serial queue.
import Dispatch
import Exercises
import Foundation
import ProductionRx
import Synchronization

let chapter07: [Exercise] = [
    Exercise(
        id: "07.1", name: "deferring",
        title: "A scheduler that defers nested work, like the trampoline",
        starter: "Exercises/07-schedulers/DeferringScheduler.swift",
        reread: "Chapters/07-schedulers/README.md#the-trampoline",
        hint:
            "Keep an isRunning flag and a queue of pending actions, each with a SingleAssignmentDisposable. Only the call that finds isRunning false runs: its own action, then the queue, skipping disposed entries.",
        checks: [
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
            Check("lets two Observable.of on it take turns: 1 3 2 4") {
                let scheduler = DeferringScheduler()
                var received: [String] = []
                let record: (Event<Int>) -> Void = { received.append($0.debugDescription) }
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
    ),
    Exercise(
        id: "07.2", name: "deliver",
        title: "Write deliver(on:), a small observe(on:)",
        starter: "Exercises/07-schedulers/DeliverOn.swift",
        reread: "Chapters/07-schedulers/README.md#observeon-and-subscribeon",
        hint:
            "Observable.create { observer in self.subscribe { event in queue.async { observer.on(event) } } }, with observer and event carried into the closure in an @unchecked Sendable struct of your own.",
        checks: [
            Check("delivers every event on the queue, in order") {
                let queue = checkQueue("delivery")
                let log = DeliveryLog()
                let subscription = Observable.from(Array(1...50)).deliver(on: queue).subscribe(log.record)
                let finished = log.waitForTerminalEvent()
                subscription.dispose()
                expect(finished, "a terminal event arrived within 2 seconds")
                expect(log.events, equals: (1...50).map { "next(\($0))" } + ["completed"], "events received")
                expect(Set(log.places), equals: ["delivery"], "the queues the events arrived on")
            },
            Check("delivers after subscribe returns, not inside it") {
                let queue = checkQueue("delivery")
                let log = DeliveryLog()
                let subscription = queue.sync {
                    // While the queue runs this block it cannot deliver: nothing may arrive
                    // before subscribe returns.
                    let subscription = Observable.of(1).deliver(on: queue).subscribe(log.record)
                    log.note("subscribe returned")
                    return UncheckedDisposable(subscription)
                }
                let finished = log.waitForTerminalEvent()
                subscription.value.dispose()
                expect(finished, "a terminal event arrived within 2 seconds")
                expect(log.events, equals: ["subscribe returned", "next(1)", "completed"], "order of the steps")
            },
            Check("passes the source's error through, on the queue") {
                let queue = checkQueue("delivery")
                let log = DeliveryLog()
                let failing = Observable<Int>.create { observer in
                    observer.onNext(1)
                    observer.onError(CheckError(name: "boom"))
                    return Disposables.create()
                }
                let subscription = failing.deliver(on: queue).subscribe(log.record)
                let finished = log.waitForTerminalEvent()
                subscription.dispose()
                expect(finished, "a terminal event arrived within 2 seconds")
                expect(log.events, equals: ["next(1)", "error(boom)"], "events received")
                expect(Set(log.places), equals: ["delivery"], "the queues the events arrived on")
            },
            Check("disposing disposes the source's subscription and stops delivery") {
                let queue = checkQueue("delivery")
                let log = DeliveryLog()
                let sourceDisposed = Atomic<Bool>(false)
                let keptObserver = KeptObserver()
                let source = Observable<Int>.create { observer in
                    keptObserver.keep(observer)
                    return Disposables.create { sourceDisposed.store(true, ordering: .sequentiallyConsistent) }
                }
                let subscription = source.deliver(on: queue).subscribe(log.record)
                let release = DispatchSemaphore(value: 0)
                // Hold the queue, so that 1 is still waiting in it when the subscription ends.
                queue.async { _ = release.wait(timeout: .now() + 2) }
                keptObserver.send(1)
                subscription.dispose()
                release.signal()
                keptObserver.send(2)
                queue.sync {}
                expect(sourceDisposed.load(ordering: .sequentiallyConsistent), "the source's subscription was disposed")
                expect(log.events, equals: [], "events received after disposing")
            },
        ]
    ),
]

/// A serial queue that `DeliveryLog` recognises by `name`.
private func checkQueue(_ name: String) -> DispatchQueue {
    let queue = DispatchQueue(label: name)
    queue.setSpecific(key: checkQueueName, value: name)
    return queue
}

/// The key under which `checkQueue` stores a queue's name.
private let checkQueueName = DispatchSpecificKey<String>()

/// Records the events an observer receives and the queue each arrived on; safe to call from
/// any thread.
private final class DeliveryLog: Sendable {
    private let state = Mutex<(events: [String], places: [String])>(([], []))
    private let terminal = DispatchSemaphore(value: 0)

    /// The events received (and notes), as text.
    var events: [String] { state.withLock { $0.events } }
    /// The name of the queue each event arrived on, `"another thread"` if none of ours.
    var places: [String] { state.withLock { $0.places } }

    /// Records `event`; a terminal one ends the wait in `waitForTerminalEvent`.
    func record(_ event: Event<Int>) {
        let place = DispatchQueue.getSpecific(key: checkQueueName) ?? "another thread"
        state.withLock {
            $0.events.append(event.debugDescription)
            $0.places.append(place)
        }
        if event.isStopEvent {
            terminal.signal()
        }
    }

    /// Records a step of the check itself, among the events.
    func note(_ text: String) {
        state.withLock { $0.events.append(text) }
    }

    /// Waits up to 2 seconds for a terminal event; `true` if one arrived.
    func waitForTerminalEvent() -> Bool {
        terminal.wait(timeout: .now() + 2) == .success
    }
}

/// Carries a subscription out of `queue.sync`.
// @unchecked Sendable: created inside the block and used by the caller only after it returned.
private struct UncheckedDisposable: @unchecked Sendable {
    let value: Disposable

    init(_ value: Disposable) {
        self.value = value
    }
}

/// The observer a hand-driven source was given, kept so that the check can send through it.
// @unchecked Sendable: `observer` is only read and written under `lock`.
private final class KeptObserver: @unchecked Sendable {
    private let lock = NSLock()
    private var observer: AnyObserver<Int>?

    /// Keeps `observer`.
    func keep(_ observer: AnyObserver<Int>) {
        lock.withLock { self.observer = observer }
    }

    /// Sends `value` to the kept observer, if any.
    func send(_ value: Int) {
        let observer = lock.withLock { self.observer }
        observer?.onNext(value)
    }
}
