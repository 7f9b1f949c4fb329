// `ifEmpty(switchTo:)`: the fallback sequence is subscribed only when the source completes
// empty. Chapter 5.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("ifEmpty(switchTo:)", .leakChecked)
struct SwitchIfEmptyTests {
    @Test func ifEmptySwitchToContinuesWithTheFallbackWhenTheSourceCompletesEmpty() {
        #expect(record(Observable<Int>.empty().ifEmpty(switchTo: Observable.of(7, 8))) == [.next(7), .next(8), .completed])
    }

    @Test func ifEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceHasElements() {
        let fallback = ManualSource<Int>()
        #expect(record(Observable.of(1, 2).ifEmpty(switchTo: fallback.observable)) == [.next(1), .next(2), .completed])
        #expect(fallback.subscriptions == 0)
    }

    @Test func ifEmptySwitchToNeverSubscribesTheFallbackWhenTheSourceFails() {
        let fallback = ManualSource<Int>()
        #expect(record(Observable<Int>.error(TestError.boom).ifEmpty(switchTo: fallback.observable)) == [.error("boom")])
        #expect(fallback.subscriptions == 0)
    }

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

    /// Found by the randomised operator contract (`swift run contract`, chapter 8), property
    /// "the output obeys next* (error | completed)?", with a source that breaks the grammar:
    ///
    ///     source     -||1
    ///     fallback   ---2
    ///     result     ---2    (the second | subscribed the fallback again: the process stopped)
    @Test func ifEmptySwitchToIgnoresWhatTheSourceSendsAfterItsCompletion() {
        let source = RawSource<Int>()
        defer { source.forgetObservers() }
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.ifEmpty(switchTo: fallback.observable).subscribe(recorder)
        source.send(.completed)
        source.send(.completed)
        source.send(.next(1))
        fallback.send(.next(2))
        #expect(fallback.subscriptions == 1)
        #expect(recorder.seen == [.next(2)])
        subscription.dispose()
    }
}
