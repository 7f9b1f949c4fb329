// `compactMap` (Sources/ProductionRx/Observables/CompactMap.swift): values, end, errors, disposal.
import ProductionRx
import Testing

@Suite("compactMap", .leakChecked)
struct CompactMapTests {
    @Test func compactMapForwardsTheNonNilResultsOfTheTransform() {
        let evens = Observable.of(1, 2, 3, 4).compactMap { $0 % 2 == 0 ? "#\($0)" : nil }
        #expect(record(evens) == [.next("#2"), .next("#4"), .completed])
    }

    @Test func compactMapThatReturnsOnlyNilStillCompletes() {
        #expect(record(Observable.of(1, 2).compactMap { _ -> Int? in nil }) == [.completed])
    }

    @Test func compactMapForwardsCompletionOfAnEmptySource() {
        #expect(record(Observable<Int>.empty().compactMap { $0 }) == [.completed])
    }

}
