// Chapter 8: the virtual-time scheduler runs work in time order, moves its clock only when
// told to, and stops when asked.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

final class VirtualTimeSchedulerTests: RxTestCase {
    func testStartRunsWorkInTimeOrderAndMovesTheClockToEachItem() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(300) { log.append("c@\(scheduler.clock)") }
        scheduler.scheduleAt(100) { log.append("a@\(scheduler.clock)") }
        scheduler.scheduleAt(200) { log.append("b@\(scheduler.clock)") }

        scheduler.start()

        XCTAssertEqual(log, ["a@100", "b@200", "c@300"])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testWorkDueAtTheSameTimeRunsInTheOrderItWasScheduled() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        for index in 0..<20 {
            scheduler.scheduleAt(index.isMultiple(of: 2) ? 50 : 40) { log.append(index) }
        }

        scheduler.start()

        XCTAssertEqual(log, Array(stride(from: 1, to: 20, by: 2)) + Array(stride(from: 0, to: 20, by: 2)))
    }

    func testWorkScheduledWhileRunningRunsInTheSameStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(100) {
            log.append("outer@\(scheduler.clock)")
            scheduler.scheduleAt(150) { log.append("inner@\(scheduler.clock)") }
        }

        scheduler.start()

        XCTAssertEqual(log, ["outer@100", "inner@150"])
    }

    func testWorkScheduledForThePastRunsAtTheCurrentClockWithoutMovingItBack() {
        let scheduler = TestScheduler(initialClock: 500)
        var clocks: [Int] = []
        scheduler.scheduleAt(100) { clocks.append(scheduler.clock) }

        scheduler.start()

        XCTAssertEqual(clocks, [500])
        XCTAssertEqual(scheduler.clock, 500)
    }

    func testAdvanceToRunsOnlyWorkDueUpToThatTimeAndSetsTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(100) { log.append(100) }
        scheduler.scheduleAt(200) { log.append(200) }
        scheduler.scheduleAt(201) { log.append(201) }

        scheduler.advanceTo(200)
        XCTAssertEqual(log, [100, 200])
        XCTAssertEqual(scheduler.clock, 200)

        scheduler.advanceTo(250)
        XCTAssertEqual(log, [100, 200, 201])
        XCTAssertEqual(scheduler.clock, 250)
    }

    func testStopEndsStartAfterTheRunningItemAndStartResumesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(100) { log.append(100) }
        scheduler.scheduleAt(200) {
            log.append(200)
            scheduler.stop()
        }
        scheduler.scheduleAt(300) { log.append(300) }

        scheduler.start()
        XCTAssertEqual(log, [100, 200])
        XCTAssertEqual(scheduler.clock, 200)

        scheduler.start()
        XCTAssertEqual(log, [100, 200, 300])
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }

        scheduler.sleep(50)

        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertFalse(ran)
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, 50)
    }

    func testDisposingScheduledWorkBeforeItsTimeCancelsIt() {
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

        XCTAssertEqual(log, ["kept"])
    }

    func testScheduleRelativeVirtualCountsFromTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 40)
        var times: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [55])
    }

    func testScheduleAndScheduleRelativeRunOneTickLaterWhenSimulatingProcessingDelay() {
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

        XCTAssertEqual(times, [101, 120])
    }

    func testWithoutProcessingDelayScheduleRunsAtTheCurrentClock() {
        let scheduler = TestScheduler(initialClock: 100, simulateProcessingDelay: false)
        var times: [Int] = []
        _ = scheduler.schedule(()) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [100])
    }

    func testResolutionConvertsRelativeSecondsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var times: [Int] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }

        scheduler.start()

        XCTAssertEqual(times, [20])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
    }

    func testHistoricalSchedulerRunsWorkInDateOrderOnADateClock() {
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

        XCTAssertEqual(log, [1_000.5, 1_030])
        XCTAssertEqual(scheduler.clock, Date(timeIntervalSince1970: 1_030))
    }
}

/// The tests of VirtualTimeSchedulerTests that need a process of their own (exit tests, which
/// XCTest has not).
@Suite("VirtualTimeSchedulerTests: exit tests", .leakChecked)
struct VirtualTimeSchedulerExitTests {
    @Test func workMayBeScheduledFromAnotherThread() async {
        // Chapter 13's scripted screen (HeadlessUI) relies on it: its background queue
        // schedules on the virtual clock while the clock waits.
        await implementation.divergence(
            "Scheduling on a virtual-time scheduler from another thread",
            because:
                "RxSwift's VirtualTimeScheduler remembers the thread that created it and stops the process, in every build, when work is scheduled from any other; ProductionRx's accepts work from any thread, one call at a time, which chapter 13's scripted screen uses.",
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
}
