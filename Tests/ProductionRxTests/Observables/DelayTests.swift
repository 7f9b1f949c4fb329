// `delay` (Sources/ProductionRx/Observables/Delay.swift), in virtual time: elements and
// completion shifted, the error at once. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing

@Suite("delay", .leakChecked)
struct DelayTests {
    // delay(.seconds(20)): two columns.
    @Test(arguments: [
        // The source is let go when it completes, not when the delayed completion goes out.
        MarbleRow("shifts every element and the completion by the due time", given: "-a-b---c-|", sends: "---a-b---c-|", subscribed: [200...290]),
        // At 220 a and b both wait in the queue.
        MarbleRow("keeps the gaps between elements that wait together", given: "-ab-c|", sends: "---ab-c|", subscribed: [200...250]),
        // RxSwift 6 does not delay errors (`RxSwift/Observables/Delay.swift`): b, due at 250, never goes out.
        MarbleRow("forwards an error at once and drops the elements still waiting", given: "-a-b#", sends: "---a#", subscribed: [200...240]),
    ])
    func delay(_ row: MarbleRow) {
        row.expect { $0[0].delay(.seconds(20), scheduler: $0.scheduler) }
    }

    @Test func delayOfEventsAtTheSameInstantSendsTheSecondOneTickLaterOnTheTestScheduler() {
        // The drain sends one event, then reschedules itself for the next with the time left,
        // here zero; a TestScheduler that simulates processing delay runs "now" one tick later.
        // Faithful to RxSwift 6's DelaySink (`RxSwift/Observables/Delay.swift`).
        let delayed = TestScheduler(initialClock: 0)
        let xs = delayed.createHotObservable(marbles: "-(ab)|")
        let res = delayed.start { xs.delay(.seconds(20), scheduler: delayed) }
        assertEvents(res.events, equal: [.next(230, "a"), .next(231, "b"), .completed(240)])

        let exact = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let ys = exact.createHotObservable(marbles: "-(ab)|")
        let exactRes = exact.start { ys.delay(.seconds(20), scheduler: exact) }
        assertEvents(exactRes.events, equal: [.next(230, "a"), .next(230, "b"), .completed(240)])
    }
}
