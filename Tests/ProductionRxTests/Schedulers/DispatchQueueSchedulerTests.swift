// The serial and concurrent dispatch schedulers: where their actions run, when, how often,
// and that disposing cancels. Real (short) times: virtual time arrives in chapter 8.
import Dispatch
import Foundation
import ProductionRx
import Testing

@Suite("Dispatch queue schedulers", .leakChecked)
struct DispatchQueueSchedulerTests {
    // MARK: SerialDispatchQueueScheduler

    @Test func serialSchedulerRunsActionsOnTheQueueItWasGiven() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("target"), internalSerialQueueName: "serial")
        #expect(placeOfOneAction(on: scheduler) == "target")
    }

    @Test func serialSchedulerLetsTheCallerConfigureItsOwnQueue() {
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "own",
            serialQueueConfiguration: { queue in
                queue.setSpecific(key: queueNameKey, value: "configured")
            })
        #expect(placeOfOneAction(on: scheduler) == "configured")
    }

    @Test func serialSchedulerRunsActionsInOrderOneAtATime() {
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
        #expect(waitFor(done))
        #expect(log.seen == (0..<50).map { "\($0)" })
        #expect(!log.overlapped)
    }

    @Test func serialSchedulerPassesTheStateToTheAction() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "state")
        let received = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule("the state") { state in
            received.record(state)
            done.signal()
            return Disposables.create()
        }
        #expect(waitFor(done))
        #expect(received.seen == ["the state"])
    }

    @Test func disposingAScheduledActionBeforeItRunsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocked")
        // Hold the queue with an action of its own, so the next one cannot run before it is disposed.
        let ran = whatRanAfterDisposingTheFirstOfTwoWaitingActions(on: scheduler) { release in
            _ = scheduler.schedule(()) { _ in
                _ = waitFor(release)
                return Disposables.create()
            }
        }
        #expect(ran == ["later action ran"])
    }

    @Test func disposingAfterTheActionRanDisposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "returned")
        let ran = DispatchSemaphore(value: 0)
        let disposedReturned = DispatchSemaphore(value: 0)
        let scheduled = scheduler.schedule(()) { _ in
            ran.signal()
            return Disposables.create { disposedReturned.signal() }
        }
        #expect(waitFor(ran))
        // The action has returned, but setting its disposable may lag by a moment.
        pause(milliseconds: 20)
        scheduled.dispose()
        #expect(waitFor(disposedReturned, seconds: 1))
    }

    @Test func scheduleRelativeRunsOnTheQueueAfterTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(queue: namedQueue("timer target"), internalSerialQueueName: "relative")
        let fired = placeOfOneRelativeAction(on: scheduler, milliseconds: 60)
        #expect(fired.place == "timer target")
        #expect(fired.lateEnough)
    }

    @Test func disposingARelativeActionBeforeItsDueTimeCancelsIt() {
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
        #expect(waitFor(done))
        #expect(log.seen == ["later timer fired"])
    }

    @Test func schedulePeriodicRepeatsWithTheStateItReturnsAndStopsWhenDisposed() {
        let queue = namedQueue("periodic")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "periodic serial")
        let log = ThreadLog()
        let thirdRun = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(1, startAfter: .milliseconds(5), period: .milliseconds(10)) { state in
            log.record("\(state)")
            if state == 3 { thirdRun.signal() }
            return state + 1
        }
        #expect(waitFor(thirdRun))
        // Disposing on the queue the runs happen on: no run is half-way through meanwhile.
        queue.sync { periodic.dispose() }
        let runsWhenDisposed = log.seen
        pause(milliseconds: 60)
        #expect(log.seen == runsWhenDisposed)
        #expect(Array(runsWhenDisposed.prefix(3)) == ["1", "2", "3"])
        #expect(Set(log.places) == ["periodic"])
    }

    // Public in ProductionRx only: SchedulerTests, scheduleRecursiveWithDueTime….
    #if !RXSWIFT
    @Test func scheduleRecursiveWithADueTimeRunsEachStepAfterTheDelay() {
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
        #expect(waitFor(done))
        recursion.dispose()
        #expect(log.seen == ["3", "2", "1"])
        #expect(Set(log.places) == ["recursive"])
    }
    #endif

    // MARK: ConcurrentDispatchQueueScheduler

    @Test func concurrentSchedulerRunsActionsOnItsQueue() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: namedQueue("concurrent", attributes: .concurrent))
        #expect(placeOfOneAction(on: scheduler) == "concurrent")
    }

    @Test func concurrentSchedulerCanRunTwoActionsAtTheSameTime() {
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
        #expect(waitFor(bothMet))
        #expect(waitFor(bothMet))
    }

    @Test func concurrentSchedulerRelativeActionFiresAfterTheDueTimeAndCanBeCancelled() {
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
        #expect(waitFor(done))
        #expect(firedLateEnough.value == 1)
        #expect(log.seen == ["timer fired"])
        #expect(log.places == ["concurrent timers"])
    }

    @Test func concurrentSchedulerPeriodicActionStopsWhenDisposed() {
        let queue = namedQueue("concurrent periodic", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let runs = Counter()
        let secondRun = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(5), period: .milliseconds(10)) { _ in
            if runs.increment() == 2 { secondRun.signal() }
        }
        #expect(waitFor(secondRun))
        periodic.dispose()
        // A run that had already checked for disposal may still finish: a barrier waits for
        // it. After that, no run may start.
        queue.sync(flags: .barrier) {}
        let runsAfterDispose = runs.value
        pause(milliseconds: 60)
        #expect(runs.value == runsAfterDispose)
    }
}
