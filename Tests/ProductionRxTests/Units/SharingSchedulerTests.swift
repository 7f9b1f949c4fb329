// Chapter 13 (Units): SharingScheduler, the one place units get their scheduler from. It is
// a fresh MainScheduler unless a test swaps it, and the swap ends with the test's closure.
import ProductionRx
import ProductionRxTest
import XCTest

/// Units: SharingScheduler
final class SharingSchedulerTests: RxTestCase {
    // RxCocoa's default is `{ MainScheduler() }`, a new instance each time, not
    // `MainScheduler.instance` (RxCocoa/Traits/SharedSequence/SchedulerType+SharedSequence.swift;
    // run against it in Tools/AgainstRxSwift).
    func testMakeHandsOutANewMainSchedulerEachTimeByDefault() {
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
        XCTAssertTrue(SharingScheduler.make() as? MainScheduler !== MainScheduler.instance)
        XCTAssertTrue(SharingScheduler.make() as? MainScheduler !== SharingScheduler.make() as? MainScheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }

    func testMockSchedulerSwapsTheSchedulerWhileItsActionRunsThenPutsTheOldOneBack() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as? TestScheduler === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as? TestScheduler === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockPutsTheOldSchedulerBackWhenItsActionThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) { throw TestError.boom }) { XCTAssertEqual($0 as? TestError, TestError.boom) }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockMakeSchedulerCallsTheFactoryEachTimeAUnitAsksForAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        SharingScheduler.mock(makeScheduler: {
            made += 1
            return scheduler
        }) {
            // `just` asks once; `throttle` asks once more, when the operator is built.
            _ = Driver.just(1).throttle(.seconds(1))
        }
        XCTAssertEqual(made, 2)
    }

    func testMocksNestAndEachRestoresTheSchedulerItReplaced() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as? TestScheduler === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as? TestScheduler === outer)
        }
    }
}
