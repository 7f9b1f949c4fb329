// `take(while:)` and `take(until:)` with a predicate (Observables/TakeWithPredicate.swift):
// both behaviours, early completion that disposes the source, errors, disposal.
import ProductionRx
import XCTest

/// take(while:) and take(until:) with a predicate
final class TakeWithPredicateTests: RxTestCase {
    func testTakeWhileForwardsElementsUntilOneFailsThenCompletesWithoutIt() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })) == [.next(1), .next(2), .completed])
    }

    func testTakeWhileInclusiveAlsoForwardsTheFirstElementThatFails() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive)) == [.next(1), .next(2), .next(3), .completed])
    }

    func testTakeWhileWhoseFirstElementFailsOnlyCompletes() {
        XCTAssertTrue(record(Observable.of(5, 1).take(while: { $0 < 3 })) == [.completed])
        XCTAssertTrue(record(Observable.of(5, 1).take(while: { $0 < 3 }, behavior: .inclusive)) == [.next(5), .completed])
    }

    func testTakeWhileThatNeverFailsForwardsTheSourcesCompletion() {
        XCTAssertTrue(record(Observable.of(1, 2).take(while: { _ in true })) == [.next(1), .next(2), .completed])
    }

    // MARK: take(until:behavior:)

    func testTakeUntilPredicateForwardsElementsUntilOneMatchesThenCompletesWithoutIt() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 1).take(until: { $0 == 3 })) == [.next(1), .next(2), .completed])
    }

    func testTakeUntilPredicateInclusiveAlsoForwardsTheMatchingElement() {
        XCTAssertTrue(record(Observable.of(1, 2, 3, 1).take(until: { $0 == 3 }, behavior: .inclusive)) == [.next(1), .next(2), .next(3), .completed])
    }

    func testTakeUntilPredicateThatNeverMatchesForwardsTheSourcesEnd() {
        XCTAssertTrue(record(Observable.of(1, 2).take(until: { _ in false })) == [.next(1), .next(2), .completed])
        XCTAssertTrue(record(Observable<Int>.error(TestError.boom).take(until: { _ in false })) == [.error("boom")])
    }
}
