// The serial and concurrent dispatch schedulers: where their actions run, when, how often,
// and that disposing cancels. Real (short) times: virtual time arrives in chapter 8.
import Dispatch
import Foundation
import ProductionRx
import XCTest

/// Dispatch queue schedulers
final class DispatchQueueSchedulerTests: RxTestCase {
    // MARK: SerialDispatchQueueScheduler

    func testSerialSchedulerRunsActionsOnTheQueueItWasGiven() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("target"), internalSerialQueueName: "serial")
        XCTAssertEqual(placeOfOneAction(on: scheduler), "target")
    }

    func testSerialSchedulerLetsTheCallerConfigureItsOwnQueue() {
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "own",
            serialQueueConfiguration: { queue in
                queue.setSpecific(key: queueNameKey, value: "configured")
            })
        XCTAssertEqual(placeOfOneAction(on: scheduler), "configured")
    }

    func testSerialSchedulerRunsActionsInOrderOneAtATime() {
        // A concurrent target queue: the scheduler's own serial queue must still keep order.
        let target = namedQueue("concurrent target", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "serial")
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<50 {
            _ = scheduler.schedule(index) { index in
                log.record("\(index)", lingerMicroseconds: 100)
                if index == 49 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertTrue(waitFor(done))
        XCTAssertTrue(log.seen == (0..<50).map { "\($0)" })
        XCTAssertFalse(log.overlapped)
    }

    func testSerialSchedulerPassesTheStateToTheAction() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "state")
        let received = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule("the state") { state in
            received.record(state)
            done.signal()
            return Disposables.create()
        }
        XCTAssertTrue(waitFor(done))
        XCTAssertEqual(received.seen, ["the state"])
    }

    func testDisposingAScheduledActionBeforeItRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocked")
        // Hold the queue with an action of its own, so the next one cannot run before it is disposed.
        let ran = whatRanAfterDisposingTheFirstOfTwoWaitingActions(on: scheduler) { release in
            _ = scheduler.schedule(()) { _ in
                _ = waitFor(release)
                return Disposables.create()
            }
        }
        XCTAssertEqual(ran, ["later action ran"])
    }

    func testDisposingAfterTheActionRanDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "returned")
        let ran = DispatchSemaphore(value: 0)
        let disposedReturned = DispatchSemaphore(value: 0)
        let scheduled = scheduler.schedule(()) { _ in
            ran.signal()
            return Disposables.create { disposedReturned.signal() }
        }
        XCTAssertTrue(waitFor(ran))
        // The action has returned, but setting its disposable may lag by a moment.
        pause(milliseconds: 20)
        scheduled.dispose()
        XCTAssertTrue(waitFor(disposedReturned, seconds: 1))
    }

    func testScheduleRelativeRunsOnTheQueueAfterTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("timer target"), internalSerialQueueName: "relative")
        let fired = placeOfOneRelativeAction(on: scheduler, milliseconds: 60)
        XCTAssertEqual(fired.place, "timer target")
        XCTAssertTrue(fired.lateEnough)
    }

    func testDisposingARelativeActionBeforeItsDueTimeCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "relative cancel")
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        // Generous due times: the test thread must reach `dispose()` before the first fires.
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            log.record("cancelled timer fired")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(150)) { _ in
            log.record("later timer fired")
            done.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertTrue(waitFor(done))
        XCTAssertEqual(log.seen, ["later timer fired"])
    }

    func testSchedulePeriodicRepeatsWithTheStateItReturnsAndStopsWhenDisposed() {
        let queue = namedQueue("periodic")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "periodic serial")
        let log = ThreadLog()
        let thirdRun = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(1, startAfter: .milliseconds(5), period: .milliseconds(10)) { state in
            log.record("\(state)")
            if state == 3 { thirdRun.signal() }
            return state + 1
        }
        XCTAssertTrue(waitFor(thirdRun))
        // Disposing on the queue the runs happen on: no run is half-way through meanwhile.
        queue.sync { periodic.dispose() }
        let runsWhenDisposed = log.seen
        pause(milliseconds: 60)
        XCTAssertEqual(log.seen, runsWhenDisposed)
        XCTAssertEqual(Array(runsWhenDisposed.prefix(3)), ["1", "2", "3"])
        XCTAssertEqual(Set(log.places), ["periodic"])
    }

    // Public in ProductionRx only: SchedulerTests, scheduleRecursiveWithDueTime….
    #if !RXSWIFT
    func testScheduleRecursiveWithADueTimeRunsEachStepAfterTheDelay() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("recursive"), internalSerialQueueName: "recursive serial")
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(3, dueTime: .milliseconds(5)) { remaining, recurse in
            log.record("\(remaining)")
            if remaining > 1 {
                recurse.schedule(remaining - 1, dueTime: .milliseconds(5))
            } else {
                done.signal()
            }
        }
        XCTAssertTrue(waitFor(done))
        recursion.dispose()
        XCTAssertEqual(log.seen, ["3", "2", "1"])
        XCTAssertEqual(Set(log.places), ["recursive"])
    }
    #endif

    // MARK: ConcurrentDispatchQueueScheduler

    func testConcurrentSchedulerRunsActionsOnItsQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("concurrent", attributes: .concurrent))
        XCTAssertEqual(placeOfOneAction(on: scheduler), "concurrent")
    }

    func testConcurrentSchedulerCanRunTwoActionsAtTheSameTime() {
        // Each action waits for the other to start: on a serial queue this would time out.
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let bothMet = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            firstStarted.signal()
            if waitFor(secondStarted, seconds: 2) { bothMet.signal() }
            return Disposables.create()
        }
        _ = scheduler.schedule(()) { _ in
            secondStarted.signal()
            if waitFor(firstStarted, seconds: 2) { bothMet.signal() }
            return Disposables.create()
        }
        XCTAssertTrue(waitFor(bothMet))
        XCTAssertTrue(waitFor(bothMet))
    }

    func testConcurrentSchedulerRelativeActionFiresAfterTheDueTimeAndCanBeCancelled() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("concurrent timers", attributes: .concurrent))
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let start = DispatchTime.now()
        let firedLateEnough = Counter()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(100)) { _ in
            log.record("cancelled timer fired")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(150)) { _ in
            if DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds >= 150_000_000 {
                firedLateEnough.increment()
            }
            log.record("timer fired")
            done.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        XCTAssertTrue(waitFor(done))
        XCTAssertEqual(firedLateEnough.value, 1)
        XCTAssertEqual(log.seen, ["timer fired"])
        XCTAssertEqual(log.places, ["concurrent timers"])
    }

    func testConcurrentSchedulerPeriodicActionStopsWhenDisposed() {
        let queue = namedQueue("concurrent periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let runs = Counter()
        let secondRun = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(5), period: .milliseconds(10)) { _ in
            if runs.increment() == 2 { secondRun.signal() }
        }
        XCTAssertTrue(waitFor(secondRun))
        periodic.dispose()
        // A run that had already checked for disposal may still finish: a barrier waits for
        // it. After that, no run may start.
        queue.sync(flags: .barrier) {}
        let runsAfterDispose = runs.value
        pause(milliseconds: 60)
        XCTAssertEqual(runs.value, runsAfterDispose)
    }
}
