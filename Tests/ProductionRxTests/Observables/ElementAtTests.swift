// `element(at:)` (Sources/ProductionRx/Observables/ElementAt.swift): the element, early
// completion that disposes the source, `RxError.argumentOutOfRange`, errors, disposal.
import ProductionRx
import Testing
import XCTest

final class ElementAtTests: RxTestCase {
    private let outOfRange = String(describing: RxError.argumentOutOfRange)

    func testElementAtSendsOnlyTheElementAtTheIndexThenCompletes() {
        XCTAssertEqual(record(Observable.of(10, 20, 30).element(at: 1)), [.next(20), .completed])
        XCTAssertEqual(record(Observable.of(10, 20, 30).element(at: 0)), [.next(10), .completed])
    }

    func testElementAtFailsWithArgumentOutOfRangeWhenTheSourceCompletesTooEarly() {
        XCTAssertEqual(record(Observable.of(10, 20).element(at: 2)), [.error(outOfRange)])
        XCTAssertEqual(record(Observable<Int>.empty().element(at: 0)), [.error(outOfRange)])
    }

}

/// The tests of ElementAtTests that need a process of their own (exit tests, which XCTest has not).
@Suite("element(at:): exit tests", .leakChecked)
struct ElementAtExitTests {
    @Test func elementAtWithANegativeIndexStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().element(at: -1)
        }
    }
}
