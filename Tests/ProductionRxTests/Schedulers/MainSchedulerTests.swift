// MainScheduler and ConcurrentMainScheduler. These need the main queue to be serviced while
// tests run; under `swift test` on Linux it is (the runner's async main calls dispatchMain),
// and the first test below checks that before the others rely on it.
import Dispatch
import Foundation
import ProductionRx
import Testing

@Suite("Main schedulers", .leakChecked)
struct MainSchedulerTests {
    @Test func theMainQueueIsServicedWhileTestsRun() {
        // Serviced, but on Linux not by the main thread: the runner's async main calls
        // dispatchMain(), which parks the main thread and lets a worker thread drain the main
        // queue (Thread.isMainThread is false there). That is why MainScheduler asks "am I on
        // the main queue?" with a queue-specific key, never Thread.isMainThread.
        let ran = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { ran.signal() }
        #expect(waitFor(ran))
    }

    @Test func mainSchedulerRunsAnActionScheduledFromAnotherThreadOnTheMainQueue() {
        #expect(whereAmI() != "main")
        #expect(placeOfOneAction(on: MainScheduler.instance) == "main")
    }

    @Test func mainSchedulerRunsAtOnceWhenCalledOnTheMainQueueWithNothingWaiting() {
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            log.record("before schedule")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.record("action")
                return Disposables.create()
            }
            log.record("after schedule")
            done.signal()
        }
        #expect(waitFor(done))
        #expect(log.seen == ["before schedule", "action", "after schedule"])
    }

    @Test func mainSchedulerQueuesWorkScheduledWhileOneOfItsActionsRuns() {
        // Inside an action one is "enqueued", so the shortcut is off: the inner action must
        // not overtake the outer one.
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        _ = MainScheduler.instance.schedule(()) { _ in
            log.record("outer begins")
            _ = MainScheduler.instance.schedule(()) { _ in
                log.record("inner")
                done.signal()
                return Disposables.create()
            }
            log.record("outer ends")
            return Disposables.create()
        }
        #expect(waitFor(done))
        #expect(log.seen == ["outer begins", "outer ends", "inner"])
        #expect(Set(log.places) == ["main"])
    }

    @Test func mainSchedulerQueuesWorkScheduledOnTheMainQueueWhileAnEarlierActionStillWaits() {
        // The shortcut needs both: the main queue, and nothing of this scheduler's waiting.
        // An action scheduled from another thread waits in the queue, so one scheduled on the
        // main queue after it must wait too, or it would overtake it.
        let log = ThreadLog()
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let scheduler = MainScheduler()
        DispatchQueue.main.async {
            _ = waitFor(release)
            _ = scheduler.schedule(()) { _ in
                log.record("scheduled on main, second")
                done.signal()
                return Disposables.create()
            }
            log.record("after the second schedule")
        }
        _ = scheduler.schedule(()) { _ in
            log.record("scheduled from elsewhere, first")
            return Disposables.create()
        }
        release.signal()
        #expect(waitFor(done))
        #expect(log.seen == ["after the second schedule", "scheduled from elsewhere, first", "scheduled on main, second"])
    }

    @Test func eachMainSchedulerInstanceCountsItsOwnActions() {
        // RxCocoa's units make a new MainScheduler() each time they need one
        // (`RxCocoa/Traits/SharedSequence/SchedulerType+SharedSequence.swift`); the "nothing
        // waiting or running" rule is per instance, so inside an action of one instance a
        // second instance still takes the shortcut.
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            let first = MainScheduler()
            _ = first.schedule(()) { _ in
                log.record("first instance's action begins")
                _ = first.schedule(()) { _ in
                    log.record("first instance, queued")
                    done.signal()
                    return Disposables.create()
                }
                _ = MainScheduler().schedule(()) { _ in
                    log.record("second instance, at once")
                    return Disposables.create()
                }
                log.record("first instance's action ends")
                return Disposables.create()
            }
        }
        #expect(waitFor(done))
        #expect(
            log.seen == [
                "first instance's action begins", "second instance, at once", "first instance's action ends", "first instance, queued",
            ])
    }

    @Test func mainSchedulerAsyncInstanceAlwaysGoesThroughTheQueue() {
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.record("action")
                done.signal()
                return Disposables.create()
            }
            log.record("after schedule")
        }
        #expect(waitFor(done))
        #expect(log.seen == ["after schedule", "action"])
        #expect(log.places == ["main", "main"])
    }

    @Test func disposingAMainSchedulerActionBeforeItRunsCancelsIt() {
        // Hold the main queue so that the next action waits behind this one.
        let ran = whatRanAfterDisposingTheFirstOfTwoWaitingActions(on: MainScheduler.instance) { release in
            DispatchQueue.main.async { _ = waitFor(release) }
        }
        #expect(ran == ["later action ran"])
    }

    @Test func mainSchedulerRelativeActionFiresOnTheMainQueueAfterTheDueTime() {
        let fired = placeOfOneRelativeAction(on: MainScheduler.instance, milliseconds: 40)
        #expect(fired.place == "main")
        #expect(fired.lateEnough)
    }

    @Test func ensureExecutingOnSchedulerAcceptsTheMainQueue() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            MainScheduler.ensureExecutingOnScheduler()
            done.signal()
        }
        #expect(waitFor(done))
    }

    @Test func ensureExecutingOnSchedulerStopsTheProcessOffTheMainQueue() async {
        await #expect(processExitsWith: .failure) {
            MainScheduler.ensureExecutingOnScheduler()
        }
    }

    @Test func concurrentMainSchedulerRunsAtOnceOnTheMainQueueEvenWithWorkWaiting() {
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            // Queued behind this block, so waiting while the next schedule is made.
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                log.record("queued earlier")
                done.signal()
                return Disposables.create()
            }
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                log.record("concurrent main, at once")
                return Disposables.create()
            }
        }
        #expect(waitFor(done))
        #expect(log.seen == ["concurrent main, at once", "queued earlier"])
    }

    @Test func concurrentMainSchedulerQueuesWorkFromOtherThreadsOnTheMainQueue() {
        #expect(placeOfOneAction(on: ConcurrentMainScheduler.instance) == "main")
    }
}
