// `skip(while:)` (Sources/ProductionRx/Observables/SkipWhile.swift): values, completion,
// errors (the source's and the predicate's), disposal.
import ProductionRx
import Testing

@Suite("skip(while:)", .leakChecked)
struct SkipWhileTests {
    @Test func skipWhileDropsElementsUntilOneFailsThenForwardsEverything() {
        #expect(record(Observable.of(1, 2, 3, 1, 4).skip(while: { $0 < 3 })) == [.next(3), .next(1), .next(4), .completed])
    }

    @Test func skipWhileStopsCallingThePredicateOnceAnElementFails() {
        nonisolated(unsafe) var calls = 0
        _ = record(
            Observable.of(1, 2, 3, 1, 4).skip(while: { value in
                calls += 1
                return value < 2
            }))
        #expect(calls == 2)
    }

    @Test func skipWhileThatNeverFailsOnlyCompletes() {
        #expect(record(Observable.of(1, 2).skip(while: { _ in true })) == [.completed])
    }

}
