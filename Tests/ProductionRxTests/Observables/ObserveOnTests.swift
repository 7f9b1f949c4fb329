// observe(on:): every event on the scheduler, in order, never two at once; on both of its
// paths (a serial dispatch queue, and any other scheduler), with sources on other threads.
import Dispatch
import Foundation
import ProductionRx
import Testing

/// The two paths through `observe(on:)`.
enum ObserveOnPath: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A `SerialDispatchQueueScheduler`: the fast path, one queue action per event.
    case serialDispatchQueue
    /// Any other scheduler (here a `ConcurrentDispatchQueueScheduler`): the general path,
    /// with its own queue, lock and recursive drain.
    case general

    var description: String { rawValue }

    /// A scheduler for this path whose actions run on `queue` (or on a queue targeting it).
    func scheduler(on queue: DispatchQueue) -> ImmediateSchedulerType {
        switch self {
        case .serialDispatchQueue:
            SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe-on serial")
        case .general:
            ConcurrentDispatchQueueScheduler(queue: queue)
        }
    }
}

@Suite("observe(on:)", .leakChecked)
struct ObserveOnTests {
    @Test(arguments: ObserveOnPath.allCases)
    func observeOnDeliversEveryEventOnTheSchedulerInOrder(path: ObserveOnPath) {
        // A concurrent queue: on the general path it could run two drains at once if the
        // operator let it; it must not.
        let scheduler = path.scheduler(on: namedQueue("target", attributes: .concurrent))
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(Array(1...200))
            .observe(on: scheduler)
            .subscribe(log.observer(lingerMicroseconds: 200, done: done))
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == (1...200).map { "next(\($0))" } + ["completed"])
        #expect(Set(log.places) == ["target"])
        #expect(!log.overlapped)
    }

    @Test func observeOnNeverOverlapsEvenWhenTheSchedulerRunsActionsInParallel() {
        // Every action on a thread of its own: only observe(on:)'s single drain keeps the
        // observer's calls apart and in order.
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(Array(1...100))
            .observe(on: ThreadPerActionScheduler())
            .subscribe(log.observer(lingerMicroseconds: 100, done: done))
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == (1...100).map { "next(\($0))" } + ["completed"])
        #expect(Set(log.places) == [ThreadPerActionScheduler.threadName])
        #expect(!log.overlapped)
    }

    @Test(arguments: ObserveOnPath.allCases)
    func observeOnForwardsTheErrorOnTheScheduler(path: ObserveOnPath) {
        let scheduler = path.scheduler(on: namedQueue("target"))
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        let subscription = failing.observe(on: scheduler).subscribe(log.observer(done: done))
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == ["next(1)", "error(boom)"])
        #expect(log.places == ["target", "target"])
    }

    @Test(arguments: ObserveOnPath.allCases)
    func observeOnDeliversEventsSentFromSeveralThreadsInTheOrderSent(path: ObserveOnPath) {
        // Four threads take turns (the grammar forbids overlapping sends) while the scheduler
        // drains at the same time: the queue inside observe(on:) sees both sides at once.
        let scheduler = path.scheduler(on: namedQueue("target", attributes: .concurrent))
        let source = ManualSource<Int>()
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = source.observable.observe(on: scheduler).subscribe(log.observer(lingerMicroseconds: 5, done: done))
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<100 {
                source.send(.next(thread * 1000 + index))
            }
        }
        source.send(.completed)
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == source.sent.map { "next(\($0))" } + ["completed"])
        #expect(log.seen.count == 401)
        #expect(Set(log.places) == ["target"])
        #expect(!log.overlapped)
    }

    @Test(arguments: ObserveOnPath.allCases)
    func disposingStopsDeliveryOfEventsAlreadyWaitingAndDisposesTheSource(path: ObserveOnPath) {
        let queue = namedQueue("target")
        let scheduler = path.scheduler(on: queue)
        let source = ManualSource<Int>()
        let log = ThreadLog()
        let release = DispatchSemaphore(value: 0)
        let subscription = source.observable.observe(on: scheduler).subscribe(log.observer())
        // Hold the queue: the events below wait in it (or in observe(on:)'s own queue).
        queue.async { _ = waitFor(release) }
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        release.signal()
        queue.sync {}
        pause(milliseconds: 20)
        queue.sync {}
        #expect(log.seen.isEmpty)
        #expect(source.disposals == 1)
    }

    @Test func observeOnTheCurrentThreadSchedulerDeliversOnTheCallingThread() {
        let log = ThreadLog()
        let subscription = Observable.of(1, 2)
            .observe(on: CurrentThreadScheduler.instance)
            .subscribe(log.observer())
        subscription.dispose()
        #expect(log.seen == ["next(1)", "next(2)", "completed"])
        #expect(Set(log.places) == ["elsewhere"])
    }

    @Test func observeOnTheMainSchedulerDeliversOnTheMainQueue() {
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.of(1, 2)
            .observe(on: MainScheduler.instance)
            .subscribe(log.observer(done: done))
        #expect(waitFor(done))
        subscription.dispose()
        #expect(log.seen == ["next(1)", "next(2)", "completed"])
        #expect(Set(log.places) == ["main"])
    }
}
