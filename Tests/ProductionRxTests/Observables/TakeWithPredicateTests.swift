// `take(while:)` and `take(until:)` with a predicate (Observables/TakeWithPredicate.swift):
// both behaviours, early completion that disposes the source, errors, disposal.
import ProductionRx
import Testing

@Suite("take(while:) and take(until:) with a predicate", .leakChecked)
struct TakeWithPredicateTests {
    @Test func takeWhileForwardsElementsUntilOneFailsThenCompletesWithoutIt() {
        #expect(record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })) == [.next(1), .next(2), .completed])
    }

    @Test func takeWhileInclusiveAlsoForwardsTheFirstElementThatFails() {
        #expect(record(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive)) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func takeWhileWhoseFirstElementFailsOnlyCompletes() {
        #expect(record(Observable.of(5, 1).take(while: { $0 < 3 })) == [.completed])
        #expect(record(Observable.of(5, 1).take(while: { $0 < 3 }, behavior: .inclusive)) == [.next(5), .completed])
    }

    @Test func takeWhileThatNeverFailsForwardsTheSourcesCompletion() {
        #expect(record(Observable.of(1, 2).take(while: { _ in true })) == [.next(1), .next(2), .completed])
    }

    // MARK: take(until:behavior:)

    @Test func takeUntilPredicateForwardsElementsUntilOneMatchesThenCompletesWithoutIt() {
        #expect(record(Observable.of(1, 2, 3, 1).take(until: { $0 == 3 })) == [.next(1), .next(2), .completed])
    }

    @Test func takeUntilPredicateInclusiveAlsoForwardsTheMatchingElement() {
        #expect(record(Observable.of(1, 2, 3, 1).take(until: { $0 == 3 }, behavior: .inclusive)) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func takeUntilPredicateThatNeverMatchesForwardsTheSourcesEnd() {
        #expect(record(Observable.of(1, 2).take(until: { _ in false })) == [.next(1), .next(2), .completed])
        #expect(record(Observable<Int>.error(TestError.boom).take(until: { _ in false })) == [.error("boom")])
    }
}
