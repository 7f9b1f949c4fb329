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
    @Test func skipForDurationDropsElementsUntilTheDurationIsOverThenForwardsThem() {
        expectMarbles(given: "-a-b-c-d-|", sends: "-----c-d-|", subscribed: [Subscription(200, 290)]) { $0.skip(.seconds(35), scheduler: $1) }
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

    @Test func skipForDurationForwardsACompletionThatComesWhileSkipping() {
        expectMarbles(given: "-a-|", sends: "---|", subscribed: [Subscription(200, 230)]) { $0.skip(.seconds(100), scheduler: $1) }
    }

    @Test func skipForDurationForwardsAnErrorThatComesWhileSkipping() {
        expectMarbles(given: "-a-#", sourceError: TestError.boom, sends: "---#", error: TestError.boom, subscribed: [Subscription(200, 230)]) {
            $0.skip(.seconds(100), scheduler: $1)
        }
    }

    @Test func skipForDurationDisposedUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")

        let res = scheduler.start(disposed: 260) { xs.skip(.seconds(35), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(250, "c")])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }
}
