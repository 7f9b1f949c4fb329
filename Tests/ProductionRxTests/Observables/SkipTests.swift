// `skip(_ count:)` (Sources/ProductionRx/Observables/Skip.swift): values, completion, errors,
// disposal.
import ProductionRx
import Testing

@Suite("skip", .leakChecked)
struct SkipTests {
    @Test func skipDropsTheFirstCountElementsAndForwardsTheRest() {
        #expect(record(Observable.of(1, 2, 3, 4, 5).skip(2)) == [.next(3), .next(4), .next(5), .completed])
    }

    @Test func skipOfMoreThanAvailableOnlyCompletes() {
        #expect(record(Observable.of(1, 2).skip(5)) == [.completed])
    }

    @Test func skipZeroForwardsEverything() {
        #expect(record(Observable.of(1, 2).skip(0)) == [.next(1), .next(2), .completed])
    }

    /// RxSwift does not check the count: a negative one skips nothing (`remaining <= 0`).
    @Test func skipOfANegativeCountForwardsEverything() {
        #expect(record(Observable.of(1, 2).skip(-3)) == [.next(1), .next(2), .completed])
    }

    @Test func skipPassesAnErrorOnEvenWhileSkipping() {
        let failing = Observable.of(1).concat(Observable.error(TestError.boom))
        #expect(record(failing.skip(3)) == [.error("boom")])
    }
}
