// `compactMap` (Sources/ProductionRx/Observables/CompactMap.swift): values, end, errors, disposal.
import ProductionRx
import XCTest

final class CompactMapTests: RxTestCase {
    func testCompactMapForwardsTheNonNilResultsOfTheTransform() {
        let evens = Observable.of(1, 2, 3, 4).compactMap { $0 % 2 == 0 ? "#\($0)" : nil }
        XCTAssertEqual(record(evens), [.next("#2"), .next("#4"), .completed])
    }

    func testCompactMapThatReturnsOnlyNilStillCompletes() {
        XCTAssertTrue(record(Observable.of(1, 2).compactMap { _ -> Int? in nil }) == [.completed])
    }

    func testCompactMapForwardsCompletionOfAnEmptySource() {
        XCTAssertTrue(record(Observable<Int>.empty().compactMap { $0 }) == [.completed])
    }

}
