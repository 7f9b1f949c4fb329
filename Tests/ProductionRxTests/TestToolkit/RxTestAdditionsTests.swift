// Chapter 8: the RxTest members a test written for RxSwift also uses: `==` on Maybe and
// Completable outcomes, `XCTAssertEqual` on arrays of trait outcomes and of recorded optional
// elements, `Recorded.completed(_:_:)` and `Recorded.error(_:_:_:)` with an element type, and
// `Recorded.events` over one long array literal. XCTest is imported, as in an RxSwift test.
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

final class RxTestAdditionsTests: RxTestCase {
    func testCompletableEventsAreEqualWhenBothCompleteOrFailWithEqualErrors() {
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(CompletableEvent.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .error(TestError.other))
        XCTAssertNotEqual(CompletableEvent.error(TestError.boom), .completed)
    }

    func testMaybeEventsAreEqualWhenBothSucceedWithEqualElementsCompleteOrFailAlike() {
        XCTAssertEqual(MaybeEvent.success(1), .success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
        XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
        XCTAssertEqual(MaybeEvent<Int>.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(MaybeEvent<Int>.error(TestError.boom), .error(TestError.other))
        XCTAssertNotEqual(MaybeEvent.success(1), .completed)
    }

    func testXctAssertEqualPassesOnEqualArraysOfTraitOutcomes() {
        XCTAssertEqual([SingleEvent.success(1), .failure(TestError.boom)], [.success(1), .failure(TestError.boom)])
        XCTAssertEqual([MaybeEvent.success(1), .completed, .error(TestError.boom)], [.success(1), .completed, .error(TestError.boom)])
        XCTAssertEqual([CompletableEvent.completed, .error(TestError.boom)], [.completed, .error(TestError.boom)])
    }

    // Its failing form is a case of AssertionTests.aFailingXCTAssertIsReportedToSwiftTesting.
    func testXctAssertEqualOnRecordedOptionalElementsIsRxTestsOverload() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int?>.of(1, nil) }

        XCTAssertEqual(res.events, [.next(200, 1), .next(200, nil), .completed(200)])
    }

    func testCompletedAndErrorTakeTheElementTypeWhenNothingElseSaysIt() {
        let completed = Recorded.completed(250, Int.self)
        let failed = Recorded.error(260, TestError.boom, String.self)

        XCTAssertEqual(completed, Recorded<Event<Int>>(time: 250, value: .completed))
        XCTAssertEqual(failed, Recorded<Event<String>>(time: 260, value: .error(TestError.boom)))
        XCTAssertEqual(Recorded<Event<Int>>.completed(250), completed)
    }

    /// RxSwift's own tests pass `Recorded.events` one long array literal with arithmetic in
    /// it; some of them stopped compiling ("unable to type-check") while
    /// `events` also took variadic arrays. This one compiles against RxTest's form.
    func testEventsOfOneLongArrayLiteralCompilesAndKeepsTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(205, 2), .next(210, 3), .next(215, 4), .next(220, 5),
            .next(225, 6), .next(230, 7), .next(235, 8), .next(240, 9), .next(245, 10),
            .next(250, 11), .next(255, 12), .next(260, 13), .next(265, 14), .next(270, 15),
            .next(275, 16), .next(280, 17), .next(285, 18), .next(290, 19), .next(295, 20),
            .completed(300),
        ])

        let res = scheduler.start { xs.map { $0 * 2 + 1 } }

        let correctMessages = Recorded.events([
            .next(205, 2 * 2 + 1), .next(210, 3 * 2 + 1), .next(215, 4 * 2 + 1), .next(220, 5 * 2 + 1),
            .next(225, 6 * 2 + 1), .next(230, 7 * 2 + 1), .next(235, 8 * 2 + 1), .next(240, 9 * 2 + 1),
            .next(245, 10 * 2 + 1), .next(250, 11 * 2 + 1), .next(255, 12 * 2 + 1), .next(260, 13 * 2 + 1),
            .next(265, 14 * 2 + 1), .next(270, 15 * 2 + 1), .next(275, 16 * 2 + 1), .next(280, 17 * 2 + 1),
            .next(285, 18 * 2 + 1), .next(290, 19 * 2 + 1), .next(295, 20 * 2 + 1),
            .completed(300),
        ])

        XCTAssertEqual(res.events, correctMessages)
        XCTAssertEqual(correctMessages.count, 20)
        XCTAssertEqual(res.events, correctMessages)
    }
}
