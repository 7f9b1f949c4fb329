// `enumerated` (Sources/ProductionRx/Observables/Enumerated.swift): indexes, completion,
// errors, disposal.
import ProductionRx
import XCTest

final class EnumeratedTests: RxTestCase {
    /// Tuples are not `Equatable`; the tests compare them as "index:element" strings.
    private func described<Element>(_ source: Observable<(index: Int, element: Element)>) -> Observable<String> {
        source.map { "\($0.index):\($0.element)" }
    }

    func testEnumeratedPairsEachElementWithItsIndexFromZero() {
        XCTAssertEqual(record(described(Observable.of("a", "b", "c").enumerated())), [.next("0:a"), .next("1:b"), .next("2:c"), .completed])
    }

    func testEnumeratedStartsEachSubscriptionAtZero() {
        let enumerated = described(Observable.of("a", "b").enumerated())
        XCTAssertEqual(record(enumerated), [.next("0:a"), .next("1:b"), .completed])
        XCTAssertEqual(record(enumerated), [.next("0:a"), .next("1:b"), .completed])
    }

    func testEnumeratedForwardsCompletionOfAnEmptySource() {
        XCTAssertEqual(record(described(Observable<Int>.empty().enumerated())), [.completed])
    }
}
