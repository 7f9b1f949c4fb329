// `scan` (Sources/ProductionRx/Observables/Scan.swift), both forms: running results,
// completion, errors (the source's and the accumulator's), disposal.
import ProductionRx
import Testing

@Suite("scan", .leakChecked)
struct ScanTests {
    @Test func scanSendsEachIntermediateResult() {
        #expect(record(Observable.of(1, 2, 3).scan(0) { (sum: Int, element: Int) in sum + element }) == [.next(1), .next(3), .next(6), .completed])
    }

    @Test func scanIntoChangesTheAccumulatorInPlace() {
        let collected = Observable.of(1, 2, 3).scan(into: [Int]()) { accumulator, element in
            accumulator.append(element)
        }
        #expect(record(collected) == [.next([1]), .next([1, 2]), .next([1, 2, 3]), .completed])
    }

    @Test func scanOfAnEmptySourceSendsNotEvenTheSeed() {
        #expect(record(Observable<Int>.empty().scan(10) { (sum: Int, element: Int) in sum + element }) == [.completed])
    }

    @Test func scanStartsEachSubscriptionFromTheSeed() {
        let sums = Observable.of(1, 2).scan(100) { $0 + $1 }
        #expect(record(sums) == [.next(101), .next(103), .completed])
        #expect(record(sums) == [.next(101), .next(103), .completed])
    }

}
