// `ifEmpty(default:)`: a default element when the source completes empty. Chapter 5.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// ifEmpty(default:)
final class DefaultIfEmptyTests: RxTestCase {
    func testIfEmptyDefaultSendsTheDefaultWhenTheSourceCompletesEmpty() {
        XCTAssertEqual(record(Observable<Int>.empty().ifEmpty(default: 42)), [.next(42), .completed])
    }

    func testIfEmptyDefaultForwardsTheElementsOfANonEmptySourceWithoutTheDefault() {
        XCTAssertEqual(record(Observable.of(1, 2).ifEmpty(default: 42)), [.next(1), .next(2), .completed])
    }

    func testIfEmptyDefaultForwardsAnErrorWithoutTheDefault() {
        XCTAssertEqual(record(Observable<Int>.error(TestError.boom).ifEmpty(default: 42)), [.error("boom")])
    }

}

/// The tests of DefaultIfEmptyTests that run over a table of arguments, each case reported on its
/// own by Swift Testing.
@Suite("ifEmpty(default:): argument tables", .leakChecked)
struct DefaultIfEmptyTableTests {
    // The default is "d".
    @Test(arguments: [
        MarbleRow("a later completion that finds no element sends the default", given: "--|", sends: "--(d|)", subscribed: [200...220]),
        MarbleRow(
            "disposed before the completion, it sends no default and lets the source go", given: "----|", sends: "", subscribed: [200...220], disposed: 220),
    ])
    func ifEmptyDefault(_ row: MarbleRow) {
        row.expect { $0[0].ifEmpty(default: "d") }
    }
}
