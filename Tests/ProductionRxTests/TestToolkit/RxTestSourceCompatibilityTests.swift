// Chapter 8: a test written for RxSwift with RxTest, with only its imports changed, compiles
// and passes against ProductionRx and ProductionRxTest (XCTest imported alongside).
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

final class RxTestSourceCompatibilityTests: RxTestCase {
    func testRxTestStyleMapTestCompilesAndPassesWithXCTestImported() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
            .next(240, 4),
            .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 2 } }

        let correctMessages = Recorded.events(
            .next(210, 0 * 2),
            .next(220, 1 * 2),
            .next(230, 2 * 2),
            .next(240, 4 * 2),
            .completed(300)
        )

        let correctSubscriptions = [
            Subscription(200, 300)
        ]

        XCTAssertEqual(res.events, correctMessages)
        XCTAssertEqual(xs.subscriptions, correctSubscriptions)
        XCTAssertEqual(res.events, correctMessages)
    }

    func testRxTestStyleObserverAndScheduleAtCompile() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: true)
        let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let observer = scheduler.createObserver(String.self)

        scheduler.scheduleAt(100) { _ = xs.asObservable().subscribe(observer) }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(110, "a"), .completed(120)])
        // RxTest's XCTAssertRecordedElements fails on any stop event, the final completed too:
        // it is given the events before it.
        XCTAssertRecordedElements(Array(observer.events.dropLast()), ["a"])
        XCTAssertEqual(observer.events, [.next(110, "a"), .completed(120)])
    }
}
