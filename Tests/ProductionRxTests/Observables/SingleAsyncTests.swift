// `single()` and `single(_:)` (Sources/ProductionRx/Observables/SingleAsync.swift): the only
// (matching) element, `RxError.noElements`, `RxError.moreThanOneElement`, errors, disposal.
import ProductionRx
import ProductionRxTest
import XCTest

/// single() and single(_:)
final class SingleAsyncTests: RxTestCase {
    private let noElements = String(describing: RxError.noElements)
    private let moreThanOneElement = String(describing: RxError.moreThanOneElement)

    func testSingleSendsTheOnlyElementThenCompletes() {
        XCTAssertEqual(record(Observable.of(7).single()), [.next(7), .completed])
    }

    func testSingleFailsWithNoElementsWhenTheSourceCompletesEmpty() {
        XCTAssertEqual(record(Observable<Int>.empty().single()), [.error(noElements)])
    }

    // As RxSwift's SingleAsyncSink does (RxSwift/Observables/SingleAsync.swift; run against
    // it in Tools/AgainstRxSwift): the first element goes on at once, the second is the
    // error.
    func testSingleSendsTheFirstElementAtOnceAndFailsWithMoreThanOneElementOnTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start { xs.single() }

        assertEvents(res.events, equal: [.next(210, 2), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingleWithAPredicateSendsTheOnlyMatchingElementAndSkipsTheOthers() {
        XCTAssertTrue(record(Observable.of(1, 2, 3).single { $0 == 2 }) == [.next(2), .completed])
    }

    func testSingleWithAPredicateFailsWithNoElementsWhenNothingMatches() {
        XCTAssertTrue(record(Observable.of(1, 3).single { $0 == 2 }) == [.error(noElements)])
    }

    func testSingleWithAPredicateFailsWithMoreThanOneElementOnTheSecondMatch() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 4).single { $0.isMultiple(of: 2) }) == [.next(2), .error(moreThanOneElement)])
    }

    func testSingleWithAThrowingPredicateSendsItsErrorAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable
            .single { value in
                if value == 2 { throw TestError.other }
                return true
            }
            .subscribe(recorder)

        source.send(.next(1))
        source.send(.next(2))

        XCTAssertEqual(recorder.seen, [.next(1), .error("other")])
        XCTAssertEqual(source.disposals, 1)
        subscription.dispose()
    }
}
