// `skip(while:)` (Sources/ProductionRx/Observables/SkipWhile.swift): values, completion,
// errors (the source's and the predicate's), disposal.
import ProductionRx
import XCTest

final class SkipWhileTests: RxTestCase {
    func testSkipWhileDropsElementsUntilOneFailsThenForwardsEverything() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 1, 4).skip(while: { $0 < 3 })) == [.next(3), .next(1), .next(4), .completed])
    }

    func testSkipWhileStopsCallingThePredicateOnceAnElementFails() {
        nonisolated(unsafe) var calls = 0
        _ = record(
            Observable.of(1, 2, 3, 1, 4).skip(while: { value in
                calls += 1
                return value < 2
            }))
        XCTAssertEqual(calls, 2)
    }

    func testSkipWhileThatNeverFailsOnlyCompletes() {
        XCTAssertTrue(record(Observable.of(1, 2).skip(while: { _ in true })) == [.completed])
    }

}
