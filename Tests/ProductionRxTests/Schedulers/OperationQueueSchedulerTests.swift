// `OperationQueueScheduler` (Sources/ProductionRx/Schedulers/OperationQueueScheduler.swift):
// actions as operations on the queue, with the scheduler's priority, skipped when disposed
// before they start, bounded by the queue's concurrency. Chapter 7.
import Dispatch
import Foundation
import ProductionRx
import XCTest

final class OperationQueueSchedulerTests: RxTestCase {
    private func makeQueue(maxConcurrentOperationCount: Int = OperationQueue.defaultMaxConcurrentOperationCount) -> OperationQueue {
        let queue = OperationQueue()
        queue.name = "rx.test.operation-queue"
        queue.maxConcurrentOperationCount = maxConcurrentOperationCount
        return queue
    }

    func testTheSchedulerKeepsItsQueueAndPriorityWhichDefaultsToNormal() {
        let queue = makeQueue()

        XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
    }

    func testAnActionRunsAsAnOperationOnTheQueueWithItsState() {
        let queue = makeQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = Log()

        _ = scheduler.schedule(42) { state in
            log.append("\(state) on \(OperationQueue.current?.name ?? "another queue")")
            return Disposables.create()
        }
        queue.waitUntilAllOperationsAreFinished()

        XCTAssertEqual(log.entries, ["42 on rx.test.operation-queue"])
    }

    func testEveryOperationGetsTheSchedulersQueuePriority() {
        let queue = makeQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryHigh)

        let scheduled = scheduler.schedule(()) { _ in Disposables.create() }

        XCTAssertEqual(queue.operations.map(\.queuePriority), [.veryHigh])
        scheduled.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
    }

    func testDisposingBeforeTheOperationStartsSkipsTheAction() {
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

        XCTAssertEqual(runs.value, 0)
    }

    func testDisposingAfterTheActionRanDisposesWhatTheActionReturned() {
        let queue = makeQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let disposals = Counter()

        let scheduled = scheduler.schedule(()) { _ in
            Disposables.create { disposals.increment() }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(disposals.value, 0)

        scheduled.dispose()
        XCTAssertEqual(disposals.value, 1)
    }

    func testAQueueOfOneOperationAtATimeRunsTheActionsOneAfterAnotherInOrder() {
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

        XCTAssertEqual(log.seen, ["0", "1", "2", "3", "4"])
        XCTAssertFalse(log.overlapped)
    }

    func testObserveOnAnOperationQueueSchedulerDeliversEveryEventOnTheQueue() {
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

        XCTAssertTrue(waitFor(done))
        XCTAssertEqual(places.entries, ["1 on rx.test.operation-queue", "2 on rx.test.operation-queue"])
        subscription.dispose()
        queue.waitUntilAllOperationsAreFinished()
    }
}
