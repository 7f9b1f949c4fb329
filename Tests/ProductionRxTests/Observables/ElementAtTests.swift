// `element(at:)` (Sources/ProductionRx/Observables/ElementAt.swift): the element, early
// completion that disposes the source, `RxError.argumentOutOfRange`, errors, disposal.
import ProductionRx
import Testing

@Suite("element(at:)", .leakChecked)
struct ElementAtTests {
    private let outOfRange = String(describing: RxError.argumentOutOfRange)

    @Test func elementAtSendsOnlyTheElementAtTheIndexThenCompletes() {
        #expect(record(Observable.of(10, 20, 30).element(at: 1)) == [.next(20), .completed])
        #expect(record(Observable.of(10, 20, 30).element(at: 0)) == [.next(10), .completed])
    }

    @Test func elementAtFailsWithArgumentOutOfRangeWhenTheSourceCompletesTooEarly() {
        #expect(record(Observable.of(10, 20).element(at: 2)) == [.error(outOfRange)])
        #expect(record(Observable<Int>.empty().element(at: 0)) == [.error(outOfRange)])
    }

    @Test func elementAtWithANegativeIndexStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().element(at: -1)
        }
    }
}
