// `take(for:scheduler:)` (Sources/ProductionRx/Observables/TakeForDuration.swift), in virtual
// time. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing

@Suite("take(for:scheduler:)", .leakChecked)
struct TakeForDurationTests {
    // Each row with its duration, in seconds.
    @Test(arguments: [
        (
            MarbleRow(
                "forwards elements, then completes when the duration is over and unsubscribes", given: "-a-b--c-d-|", sends: "-a-b|", subscribed: [200...240]),
            40
        ),
        (MarbleRow("forwards the source's completion that comes first", given: "-a-|", sends: "-a-|", subscribed: [200...230]), 100),
        (MarbleRow("forwards the source's error that comes first", given: "-a-#", sends: "-a-#", subscribed: [200...230]), 100),
    ])
    func takeForDuration(_ row: MarbleRow, seconds: Int) {
        row.expect { $0[0].take(for: .seconds(seconds), scheduler: $0.scheduler) }
    }

    @Test func takeForDurationOfZeroCompletesBeforeAnyLaterElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-|")

        let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }

        // "Now" runs one tick later on the TestScheduler.
        assertEvents(res.events, equal: [.completed(201)])
        #expect(xs.subscriptions == [Subscription(200, 201)])
    }
}
