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

    @Test func takeForDurationDisposedEarlyUnsubscribesTheSourceAndNeverCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        // A source that stays silent after 210, so that only the timer could move the clock.
        let xs = scheduler.createHotObservable(marbles: "-a-")

        let res = scheduler.start(disposed: 225) { xs.take(for: .seconds(40), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(210, "a")])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        // The timer due at 240 was cancelled: nothing moved the clock past the disposal.
        #expect(scheduler.clock == 225)
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
