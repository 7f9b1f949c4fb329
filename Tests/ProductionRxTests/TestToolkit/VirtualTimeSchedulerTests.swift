// Chapter 8: the virtual-time scheduler runs work in time order, moves its clock only when
// told to, and stops when asked.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite(.leakChecked)
struct VirtualTimeSchedulerTests {
    @Test func startRunsWorkInTimeOrderAndMovesTheClockToEachItem() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(300) { log.append("c@\(scheduler.clock)") }
        scheduler.scheduleAt(100) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(200) { log.append("b@\(scheduler.clock)") }

        scheduler.start()

        #expect(log == ["a@100", "b@200", "c@300"])
        #expect(scheduler.clock == 300)
    }

    @Test func workDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        for index in 0..<20 {
            scheduler.scheduleAt(index.isMultiple(of: 2) ? 50 : 40) { log.append(index) }
        }

        scheduler.start()

        #expect(log == Array(stride(from: 1, to: 20, by: 2)) + Array(stride(from: 0, to: 20, by: 2)))
    }

    @Test func workScheduledWhileRunningRunsInTheSameStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            log.append("outer@\(scheduler.clock)")
            scheduler.scheduleAt(150) { log.append("inner@\(scheduler.clock)") }
        }

        scheduler.start()

        #expect(log == ["outer@100", "inner@150"])
    }

    @Test func workScheduledForThePastRunsAtTheCurrentClockWithoutMovingItBack() {
        let scheduler = TestScheduler(initialClock: 500)
        var clocks: [Int] = []
        scheduler.scheduleAt(100) { clocks.append(scheduler.clock) }

        scheduler.start()

        #expect(clocks == [500])
        #expect(scheduler.clock == 500)
    }

    @Test func advanceToRunsOnlyWorkDueUpToThatTimeAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(100) { log.append(100) }
        scheduler.scheduleAt(200) { log.append(200) }
        scheduler.scheduleAt(201) { log.append(201) }

        scheduler.advanceTo(200)
        #expect(log == [100, 200])
        #expect(scheduler.clock == 200)

        scheduler.advanceTo(250)
        #expect(log == [100, 200, 201])
        #expect(scheduler.clock == 250)
    }

    @Test func stopEndsStartAfterTheRunningItemAndStartResumesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(100) { log.append(100) }
        scheduler.scheduleAt(200) {
            log.append(200)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { log.append(300) }

        scheduler.start()
        #expect(log == [100, 200])
        #expect(scheduler.clock == 200)

        scheduler.start()
        #expect(log == [100, 200, 300])
    }

    @Test func sleepMovesTheClockWithoutRunningAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }

        scheduler.sleep(50)

        #expect(scheduler.clock == 50)
        #expect(!ran)
        scheduler.start()
        #expect(ran)
        #expect(scheduler.clock == 50)
    }

    @Test func disposingScheduledWorkBeforeItsTimeCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let cancelled = scheduler.scheduleAbsoluteVirtual("cancelled", time: 100) { state in
            log.append(state)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("kept", time: 200) { state in
            log.append(state)
            return Disposables.create()
        }

        cancelled.dispose()
        scheduler.start()

        #expect(log == ["kept"])
    }

    @Test func workMayBeScheduledFromAnotherThread() async {
        // Chapter 13's scripted screen (HeadlessUI) relies on it: its background queue
        // schedules on the virtual clock while the clock waits.
        await implementation.divergence(
            "Scheduling on a virtual-time scheduler from another thread",
            because:
                "RxSwift's VirtualTimeScheduler remembers the thread that created it and, in debug builds, stops the process when work is scheduled from any other; ProductionRx's accepts work from any thread, one call at a time, which chapter 13's scripted screen uses.",
            see: "RxSwift/Schedulers/VirtualTimeScheduler.swift",
            productionRx: {
                let scheduler = SharedAcrossThreads(TestScheduler(initialClock: 0))
                let scheduled = Flag()
                let ran = Flag()
                Thread {
                    _ = scheduler.value.scheduleAbsoluteVirtual((), time: 10) { _ in
                        ran.raise()
                        return Disposables.create()
                    }
                    scheduled.raise()
                }
                .start()
                #expect(await eventually { scheduled.isRaised })
                scheduler.value.start()
                #expect(ran.isRaised)
            },
            rxSwift: {
                #if DEBUG
                _ = await #expect(processExitsWith: .failure) {
                    let scheduler = SharedAcrossThreads(TestScheduler(initialClock: 0))
                    Thread {
                        _ = scheduler.value.scheduleAbsoluteVirtual((), time: 10) { _ in Disposables.create() }
                    }
                    .start()
                    try await Task.sleep(for: .seconds(30))
                }
                #endif
            }
        )
    }

    @Test func scheduleRelativeVirtualCountsFromTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 40)
        var times: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [55])
    }

    @Test func scheduleAndScheduleRelativeRunOneTickLaterWhenSimulatingProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 100)
        var times: [Int] = []
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [101, 120])
    }

    @Test func withoutProcessingDelayScheduleRunsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
        var times: [Int] = []
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [100])
    }

    @Test func resolutionConvertsRelativeSecondsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        #expect(times == [20])
        #expect(scheduler.now == Date(timeIntervalSince1970: 2))
    }

    @Test func historicalSchedulerRunsWorkInDateOrderOnADateClock() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var log: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            log.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
            log.append(scheduler.now.timeIntervalSince1970)
            return Disposables.create()
        }

        scheduler.start()

        #expect(log == [1_000.5, 1_030])
        #expect(scheduler.clock == Date(timeIntervalSince1970: 1_030))
    }
}
