// `ifEmpty(switchTo:)`: the fallback sequence is subscribed only when the source completes
// empty. Chapter 5.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// ifEmpty(switchTo:)
final class SwitchIfEmptyTests: RxTestCase {
    func testIfEmptySwitchToContinuesWithTheFallbackWhenTheSourceCompletesEmpty() {
        XCTAssertEqual(record(Observable<Int>.empty().ifEmpty(switchTo: Observable.of(7, 8))), [.next(7), .next(8), .completed])
    }

    func testIfEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceHasElements() {
        let fallback = ManualSource<Int>()
        XCTAssertEqual(record(Observable.of(1, 2).ifEmpty(switchTo: fallback.observable)), [.next(1), .next(2), .completed])
        XCTAssertEqual(fallback.subscriptions, 0)
    }

    func testIfEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceFails() {
        let fallback = ManualSource<Int>()
        XCTAssertEqual(record(Observable<Int>.error(TestError.boom).ifEmpty(switchTo: fallback.observable)), [.error("boom")])
        XCTAssertEqual(fallback.subscriptions, 0)
    }

    /// Found by the randomised operator contract (`swift run contract`, chapter 8), property
    /// "the output obeys next* (error | completed)?", with a source that breaks the grammar:
    ///
    ///     source     -||1
    ///     fallback   ---2
    ///     result     ---2    (the second | subscribed the fallback again: the process stopped)
    func testIfEmptySwitchToIgnoresWhatTheSourceSendsAfterItsCompletion() {
        let source = RawSource<Int>()
        defer { source.forgetObservers() }
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.ifEmpty(switchTo: fallback.observable).subscribe(recorder)
        source.send(.completed)
        source.send(.completed)
        source.send(.next(1))
        fallback.send(.next(2))
        XCTAssertEqual(fallback.subscriptions, 1)
        XCTAssertEqual(recorder.seen, [.next(2)])
        subscription.dispose()
    }
}

/// The tests of SwitchIfEmptyTests that run over a table of arguments, each case reported on its
/// own by Swift Testing.
@Suite("ifEmpty(switchTo:): argument tables", .leakChecked)
struct SwitchIfEmptyTableTests {
    // The source's line first, then the fallback's.
    @Test(arguments: [
        MarbleRow("subscribes the fallback only when the source completes", given: "--|", "-4-5-#", sends: "---5-#", subscribed: [200...220, 220...250]),
        MarbleRow(
            "disposed while on the fallback, it lets the fallback go", given: "-|", "--5-6", sends: "--5", subscribed: [200...210, 210...235], disposed: 235),
        MarbleRow(
            "disposed while on the source, it never subscribes the fallback", given: "----|", "-5", sends: "", subscribed: [200...220, nil], disposed: 220),
    ])
    func ifEmptySwitchTo(_ row: MarbleRow) {
        row.expect { $0[0].ifEmpty(switchTo: $0[1]) }
    }
}
