// `enumerated` (Sources/ProductionRx/Observables/Enumerated.swift): indexes, completion,
// errors, disposal.
import ProductionRx
import Testing

@Suite("enumerated", .leakChecked)
struct EnumeratedTests {
    /// Tuples are not `Equatable`; the tests compare them as "index:element" strings.
    private func described<Element>(_ source: Observable<(index: Int, element: Element)>) -> Observable<String> {
        source.map { "\($0.index):\($0.element)" }
    }

    @Test func enumeratedPairsEachElementWithItsIndexFromZero() {
        #expect(record(described(Observable.of("a", "b", "c").enumerated())) == [.next("0:a"), .next("1:b"), .next("2:c"), .completed])
    }

    @Test func enumeratedStartsEachSubscriptionAtZero() {
        let enumerated = described(Observable.of("a", "b").enumerated())
        #expect(record(enumerated) == [.next("0:a"), .next("1:b"), .completed])
        #expect(record(enumerated) == [.next("0:a"), .next("1:b"), .completed])
    }

    @Test func enumeratedForwardsCompletionOfAnEmptySource() {
        #expect(record(described(Observable<Int>.empty().enumerated())) == [.completed])
    }
}
