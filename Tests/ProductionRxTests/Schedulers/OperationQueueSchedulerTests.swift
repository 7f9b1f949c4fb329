// `OperationQueueScheduler` (Sources/ProductionRx/Schedulers/OperationQueueScheduler.swift):
// actions as operations on the queue, with the scheduler's priority, skipped when disposed
// before they start, bounded by the queue's concurrency. Chapter 7.
import Dispatch
import Foundation
import ProductionRx
import Testing

@Suite("OperationQueueScheduler", .leakChecked)
struct OperationQueueSchedulerTests {
    private func makeQueue(maxConcurrentOperationCount: Int = OperationQueue.defaultMaxConcurrentOperationCount) -> OperationQueue {
        let queue = OperationQueue()
        queue.name = "rx.test.operation-queue"
        queue.maxConcurrentOperationCount = maxConcurrentOperationCount
        return queue
    }

    @Test func theSchedulerKeepsItsQueueAndPriorityWhichDefaultsToNormal() {
        let queue = makeQueue()

        #expect(OperationQueueScheduler(operationQueue: queue).queuePriority == .normal)
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.operationQueue === queue)
        #expect(scheduler.queuePriority == .high)
    }

    @Test func anActionRunsAsAnOperationOnTheQueueWithItsState() {
        let queue = makeQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = Log()

        _ = scheduler.schedule(42) { state in
            log.append("\(state) on \(OperationQueue.current?.name ?? "another queue")")
            return Disposables.create()
        }
        queue.waitUntilAllOperationsAreFinished()

        #expect(log.entries == ["42 on rx.test.operation-queue"])
    }

    @Test func everyOperationGetsTheSchedulersQueuePriority() {
        let queue = makeQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)

        let scheduled = scheduler.schedule(()) { _ in Disposables.create() }

        #expect(queue.operations.map(\.queuePriority) == [.veryHigh])
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
    }

    @Test func disposingBeforeTheOperationStartsSkipsTheAction() {
        let queue = makeQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let runs = Counter()

        let scheduled = scheduler.schedule(()) { _ in
            runs.increment()
            return Disposables.create()
        }
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()

        #expect(runs.value == 0)
    }

    @Test func disposingAfterTheActionRanDisposesWhatTheActionReturned() {
        let queue = makeQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let disposals = Counter()

        let scheduled = scheduler.schedule(()) { _ in
            Disposables.create { disposals.increment() }
        }
        queue.waitUntilAllOperationsAreFinished()
        #expect(disposals.value == 0)

        scheduled.dispose()
        #expect(disposals.value == 1)
    }

    @Test func aQueueOfOneOperationAtATimeRunsTheActionsOneAfterAnotherInOrder() {
        let queue = makeQueue(maxConcurrentOperationCount: 1)
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ThreadLog()

        for index in 0..<5 {
            _ = scheduler.schedule(index) { index in
                log.record("\(index)", lingerMicroseconds: 2_000)
                return Disposables.create()
            }
        }
        queue.waitUntilAllOperationsAreFinished()

        #expect(log.seen == ["0", "1", "2", "3", "4"])
        #expect(!log.overlapped)
    }

    @Test func observeOnAnOperationQueueSchedulerDeliversEveryEventOnTheQueue() {
        let queue = makeQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let places = Log()
        let done = DispatchSemaphore(value: 0)

        let subscription = Observable.of(1, 2)
            .observe(on: scheduler)
            .subscribe(
                onNext: { places.append("\($0) on \(OperationQueue.current?.name ?? "another queue")") },
                onCompleted: { done.signal() }
            )

        #expect(waitFor(done))
        #expect(places.entries == ["1 on rx.test.operation-queue", "2 on rx.test.operation-queue"])
        subscription.dispose()
        queue.waitUntilAllOperationsAreFinished()
    }
}
