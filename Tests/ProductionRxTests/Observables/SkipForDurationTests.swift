// `skip(for:scheduler:)` (Sources/ProductionRx/Observables/SkipForDuration.swift), in virtual
// time. Chapter 8 ("Testing in virtual time"). The tests call it by RxSwift's spelling,
// `skip(_:scheduler:)`, so that they run against RxSwift too; the second test shows that both
// spellings are the same operator.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite("skip(for:scheduler:)", .leakChecked)
struct SkipForDurationTests {
    // Each row with its duration, in seconds.
    @Test(arguments: [
        (MarbleRow("drops elements until the duration is over, then forwards them", given: "-a-b-c-d-|", sends: "-----c-d-|", subscribed: [200...290]), 35),
        (MarbleRow("forwards a completion that comes while skipping", given: "-a-|", sends: "---|", subscribed: [200...230]), 100),
        (MarbleRow("forwards an error that comes while skipping", given: "-a-#", sends: "---#", subscribed: [200...230]), 100),
        (MarbleRow("disposed, it unsubscribes the source", given: "-a-b-c-d-|", sends: "-----c", subscribed: [200...260], disposed: 260), 35),
    ])
    func skipForDuration(_ row: MarbleRow, seconds: Int) {
        row.expect { $0[0].skip(.seconds(seconds), scheduler: $0.scheduler) }
    }

    /// RxSwift 6's own spelling, `skip(_:scheduler:)`, is not deprecated: calling it compiles
    /// without a warning and skips the same way as `skip(for:scheduler:)`.
    @Test func skipWithoutTheForLabelIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")

        let res = scheduler.start { xs.skip(.seconds(35), scheduler: scheduler) }

        assertMarbles(res.events, "-----c-d-|")
        implementation.divergence(
            "skip(for:scheduler:)",
            because: "ProductionRx also spells the timed skip as RxSwift 6 spells the timed take, take(for:scheduler:); RxSwift has only skip(_:scheduler:).",
            see: "RxSwift/Observables/Skip.swift",
            productionRx: {
                #if !RXSWIFT
                let labelled = TestScheduler(initialClock: 0)
                let ys = labelled.createHotObservable(marbles: "-a-b-c-d-|")
                assertMarbles(labelled.start { ys.skip(for: .seconds(35), scheduler: labelled) }.events, "-----c-d-|")
                #endif
            },
            rxSwift: {
                // Only skip(_:scheduler:), checked above.
            }
        )
    }
}
