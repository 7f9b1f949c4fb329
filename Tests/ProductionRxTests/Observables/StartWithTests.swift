// `startWith` (Sources/ProductionRx/Observables/StartWith.swift): the elements first, then the
// source's events; errors; disposal; a downstream `take` that stops early.
import ProductionRx
import XCTest

final class StartWithTests: RxTestCase {
    func testStartWithSendsTheElementsThenTheSource() {
        XCTAssertEqual(record(Observable.of(3, 4).startWith(1, 2)), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testStartWithSendsTheElementsDuringSubscribeBeforeSubscribingToTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.startWith(0).subscribe(recorder)
        XCTAssertEqual(recorder.seen, [.next(0)])
        XCTAssertEqual(source.subscriptions, 1)
        source.send(.next(1))
        source.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(0), .next(1), .completed])
        subscription.dispose()
    }

    func testChainedStartWithsPutTheLastOneFirst() {
        XCTAssertEqual(record(Observable.of(3).startWith(2).startWith(1)), [.next(1), .next(2), .next(3), .completed])
    }

    func testStartWithNoElementsIsTheSource() {
        XCTAssertEqual(record(Observable.of(1).startWith()), [.next(1), .completed])
    }

    func testStartWithSendsItsElementsBeforeASourceThatFails() {
        XCTAssertEqual(record(Observable<Int>.error(TestError.boom).startWith(1)), [.next(1), .error("boom")])
    }

    func testStartWithFollowedByTakeStopsAfterTheElementsItNeeds() {
        let source = ManualSource<Int>()
        XCTAssertEqual(record(source.observable.startWith(1, 2).take(1)), [.next(1), .completed])
        XCTAssertFalse(source.isObserved)
        XCTAssertEqual(source.subscriptions, source.disposals)
    }
}
