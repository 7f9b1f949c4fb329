// `scan` (Sources/ProductionRx/Observables/Scan.swift), both forms: running results,
// completion, errors (the source's and the accumulator's), disposal.
import ProductionRx
import XCTest

final class ScanTests: RxTestCase {
    func testScanSendsEachIntermediateResult() {
        XCTAssertTrue(record(Observable.of(1, 2, 3).scan(0) { (sum: Int, element: Int) in sum + element }) == [.next(1), .next(3), .next(6), .completed])
    }

    func testScanIntoChangesTheAccumulatorInPlace() {
        let collected = Observable.of(1, 2, 3).scan(into: [Int]()) { accumulator, element in
            accumulator.append(element)
        }
        XCTAssertEqual(record(collected), [.next([1]), .next([1, 2]), .next([1, 2, 3]), .completed])
    }

    func testScanOfAnEmptySourceSendsNotEvenTheSeed() {
        XCTAssertTrue(record(Observable<Int>.empty().scan(10) { (sum: Int, element: Int) in sum + element }) == [.completed])
    }

    func testScanStartsEachSubscriptionFromTheSeed() {
        let sums = Observable.of(1, 2).scan(100) { $0 + $1 }
        XCTAssertEqual(record(sums), [.next(101), .next(103), .completed])
        XCTAssertEqual(record(sums), [.next(101), .next(103), .completed])
    }

}
