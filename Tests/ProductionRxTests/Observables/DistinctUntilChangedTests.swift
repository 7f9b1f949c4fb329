// `distinctUntilChanged` (Sources/ProductionRx/Observables/DistinctUntilChanged.swift), all
// five forms: values, completion, errors (the source's and the closures'), disposal.
import ProductionRx
import XCTest

final class DistinctUntilChangedTests: RxTestCase {
    private struct Point: Equatable {
        var x: Int
        var y: Int
    }

    func testDistinctUntilChangedDropsElementsEqualToThePreviousOne() {
        XCTAssertEqual(record(Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged()), [.next(1), .next(2), .next(1), .next(3), .completed])
    }

    func testDistinctUntilChangedWithAKeySelectorComparesTheKeys() {
        let words = Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged { $0.count }
        XCTAssertEqual(record(words), [.next("a"), .next("cc"), .next("e"), .completed])
    }

    /// An element is compared with the last element *sent*: 2 and 4 are dropped as "equal" to
    /// 1 and 3, but 3 is sent because it is compared with 1, not with the dropped 2.
    func testDistinctUntilChangedWithAComparerComparesWithTheLastElementSent() {
        let near = Observable.of(1, 2, 3, 4).distinctUntilChanged { abs($0 - $1) <= 1 }
        XCTAssertEqual(record(near), [.next(1), .next(3), .completed])
    }

    func testDistinctUntilChangedWithAKeySelectorAndAComparerUsesBoth() {
        let caseInsensitive = Observable.of("a", "A", "b", "B", "a").distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
        XCTAssertEqual(record(caseInsensitive), [.next("a"), .next("b"), .next("a"), .completed])
    }

    func testDistinctUntilChangedAtAKeyPathComparesThatProperty() {
        let points = Observable.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2)).distinctUntilChanged(at: \.x)
        XCTAssertEqual(record(points), [.next(Point(x: 1, y: 1)), .next(Point(x: 2, y: 2)), .completed])
    }

    func testDistinctUntilChangedAlwaysSendsTheFirstElementEvenANilKey() {
        let optionals: Observable<Int?> = Observable.of(nil, nil, 1)
        XCTAssertEqual(record(optionals.distinctUntilChanged()), [.next(nil), .next(1), .completed])
    }

}
