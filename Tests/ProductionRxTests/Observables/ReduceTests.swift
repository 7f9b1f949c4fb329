// `reduce` (Sources/ProductionRx/Observables/Reduce.swift), with and without `mapResult`: one
// result on completion, errors (the source's and both closures'), disposal.
import ProductionRx
import XCTest

final class ReduceTests: RxTestCase {
    func testReduceSendsTheFinalAccumulationThenCompletes() {
        XCTAssertTrue(record(Observable.of(1, 2, 3).reduce(0) { (sum: Int, element: Int) in sum + element }) == [.next(6), .completed])
    }

    func testReduceWithMapResultSendsTheMappedAccumulation() {
        let described = Observable.of(1, 2, 3).reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" })
        XCTAssertEqual(record(described), [.next("sum 6"), .completed])
    }

    func testReduceOfAnEmptySourceSendsTheSeed() {
        XCTAssertTrue(record(Observable<Int>.empty().reduce(42) { $0 + $1 }) == [.next(42), .completed])
    }

    func testReduceSendsNothingBeforeTheSourceCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.reduce(0) { (sum: Int, element: Int) in sum + element }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        XCTAssertEqual(recorder.seen, [])
        source.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(3), .completed])
        subscription.dispose()
    }

    func testReduceSendsNoResultWhenTheSourceFails() {
        let failing = Observable.of(1, 2).concat(Observable.error(TestError.boom))
        XCTAssertTrue(record(failing.reduce(0) { (sum: Int, element: Int) in sum + element }) == [.error("boom")])
    }

    func testReduceForwardsErrorThrownByMapResult() {
        let failing = Observable.of(1, 2).reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw TestError.boom })
        XCTAssertEqual(record(failing), [.error("boom")])
    }
}
