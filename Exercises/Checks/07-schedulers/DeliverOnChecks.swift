// The checks of exercise 07.2, deliver (chapter 7): every event on the serial queue, in order,
// after subscribe returns.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("delivers every event on the queue, in order") {
        // Several rounds: the source and the queue meet at a different moment in each, so
        // that ThreadSanitizer sees a variable they share with no lock between them.
        for _ in 1...8 {
            let queue = checkQueue("delivery")
            let log = DeliveryLog()
            let subscription = Observable.from(Array(1...50)).deliver(on: queue).subscribe(log.record)
            let finished = log.waitForTerminalEvent()
            subscription.dispose()
            let expected = (1...50).map { "next(\($0))" } + ["completed"]
            expect(finished, "a terminal event arrived within 2 seconds")
            expect(log.events, equals: expected, "events received")
            expect(Set(log.places), equals: ["delivery"], "the queues the events arrived on")
            // One wrong round is enough to report.
            if !finished || log.events != expected || Set(log.places) != ["delivery"] { break }
        }
    },
    Check("delivers on the queue what the source sends later, from another thread") {
        let queue = checkQueue("delivery")
        let log = DeliveryLog()
        let keptObserver = KeptObserver()
        let subscription = keptObserver.source.deliver(on: queue).subscribe(log.record)
        // Whatever subscribing put on the queue has run once this returns.
        queue.sync {}
        keptObserver.send(1)
        keptObserver.complete()
        let finished = log.waitForTerminalEvent()
        subscription.dispose()
        expect(finished, "a terminal event arrived within 2 seconds")
        expect(log.events, equals: ["next(1)", "completed"], "events sent by the source from the check's thread, after subscribing")
        expect(log.places, equals: ["delivery", "delivery"], "the queues the events arrived on")
    },
    Check("hands each event to the queue while the source sends it, ahead of work added later") {
        // RxSwift's observe(on:) adds each event's block to the queue inside the source's call:
        // ObserveOnSerialDispatchQueueSink.onCore (RxSwift/Observables/ObserveOn.swift) schedules
        // it, and the scheduler calls queue.async at once
        // (RxSwift/Schedulers/Internal/DispatchQueueConfiguration.swift). A
        // block the check adds to the queue right after the source sent an event must then run
        // after that event. An answer that first hops through another queue adds its block
        // later: the queue's order no longer follows the source's. A hundred rounds, so that the
        // hop cannot win its race every time.
        for round in 1...100 {
            let queue = checkQueue("delivery")
            let log = DeliveryLog()
            let keptObserver = KeptObserver()
            let subscription = keptObserver.source.deliver(on: queue).subscribe(log.record)
            queue.sync {}
            keptObserver.send(round)
            queue.async { log.note("the check's block, added after next(\(round)) was sent") }
            keptObserver.complete()
            let finished = log.waitForTerminalEvent()
            queue.sync {}
            subscription.dispose()
            let expected = ["next(\(round))", "the check's block, added after next(\(round)) was sent", "completed"]
            expect(finished, "a terminal event arrived within 2 seconds")
            expect(log.events, equals: expected, "what ran on the queue, in order (round \(round) of 100)")
            if !finished || log.events != expected { break }
        }
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
    Check("subscribes to the source inside subscribe, on the subscriber's thread: only the delivery moves") {
        // observe(on:) moves the events, not the subscription: that is subscribe(on:)'s job.
        // A source whose subscription does work (sends a request, takes a lock) must do it
        // where and when the subscriber asked.
        let queue = checkQueue("delivery")
        let log = DeliveryLog()
        let source = Observable<Int>.create { observer in
            let place = DispatchQueue.getSpecific(key: checkQueueName) ?? "the subscriber's thread"
            log.note("the source subscribed on \(place)")
            observer.onCompleted()
            return Disposables.create()
        }
        let release = DispatchSemaphore(value: 0)
        // Hold the queue, so that nothing is delivered before the check notes that subscribe
        // returned.
        queue.async { _ = release.wait(timeout: .now() + 2) }
        let subscription = source.deliver(on: queue).subscribe(log.record)
        log.note("subscribe returned")
        release.signal()
        let finished = log.waitForTerminalEvent()
        subscription.dispose()
        expect(finished, "a terminal event arrived within 2 seconds")
        expect(
            log.events, equals: ["the source subscribed on the subscriber's thread", "subscribe returned", "completed"],
            "order of the steps")
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
    Check("disposing disposes the source's subscription before dispose() returns, and stops delivery") {
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
        // Read before the queue is released: the source stops its work when the subscriber
        // says so, not once the queue gets round to it.
        let disposedAtOnce = sourceDisposed.load(ordering: .sequentiallyConsistent)
        release.signal()
        keptObserver.send(2)
        queue.sync {}
        expect(disposedAtOnce, "the source's subscription was disposed when dispose() returned, the queue still busy")
        expect(log.events, equals: [], "events received after disposing")
    },
    Check("gives each subscription its own delivery: disposing one leaves the other") {
        let queue = checkQueue("delivery")
        let source = PublishSubject<Int>()
        let delivered = source.deliver(on: queue)
        let firstLog = DeliveryLog(), secondLog = DeliveryLog()
        let first = delivered.subscribe(firstLog.record)
        let second = delivered.subscribe(secondLog.record)
        source.onNext(1)
        queue.sync {}
        first.dispose()
        source.onNext(2)
        source.onCompleted()
        let finished = secondLog.waitForTerminalEvent()
        second.dispose()
        expect(finished, "a terminal event arrived within 2 seconds")
        expect(firstLog.events, equals: ["next(1)"], "events received by the first of two subscriptions to one deliver(on:), disposed after 1")
        expect(secondLog.events, equals: ["next(1)", "next(2)", "completed"], "events received by the second, still subscribed")
    },
    Check("can be disposed on one thread while another sends and the queue delivers") {
        // Disposing may come from any thread, while the queue is running a delivery: whatever
        // both read and write must be behind a lock or an atomic. ThreadSanitizer reports a
        // variable they share without one, whether or not the race did harm that time.
        let rounds = underThreadSanitizer ? 20 : 200
        var made: [(queue: DispatchQueue, log: DeliveryLog)] = []
        race(rounds: rounds) { _ in
            let queue = checkQueue("delivery")
            let log = DeliveryLog()
            let keptObserver = KeptObserver()
            let subscription = keptObserver.source.deliver(on: queue).subscribe(log.record)
            keptObserver.send(1)
            made.append((queue, log))
            return (
                first: { subscription.dispose() },
                second: {
                    keptObserver.send(2)
                    keptObserver.send(3)
                }
            )
        }
        let outOfOrder = made.filter { round in
            round.queue.sync {}
            let events = round.log.events
            return events != Array(["next(1)", "next(2)", "next(3)"].prefix(events.count))
        }
        expect(outOfOrder.count, equals: 0, "rounds out of \(rounds) whose events were not a first part of next(1), next(2), next(3)")
    },
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

    /// A source that keeps the observer of whoever subscribes, and does nothing when disposed.
    var source: Observable<Int> {
        Observable.create { observer in
            self.keep(observer)
            return Disposables.create()
        }
    }

    /// Keeps `observer`.
    func keep(_ observer: AnyObserver<Int>) {
        lock.withLock { self.observer = observer }
    }

    /// Sends `value` to the kept observer, if any.
    func send(_ value: Int) {
        let observer = lock.withLock { self.observer }
        observer?.onNext(value)
    }

    /// Sends the completion to the kept observer, if any.
    func complete() {
        let observer = lock.withLock { self.observer }
        observer?.onCompleted()
    }
}
