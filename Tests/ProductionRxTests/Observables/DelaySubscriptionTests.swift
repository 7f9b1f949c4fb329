// `delaySubscription` (Sources/ProductionRx/Observables/DelaySubscription.swift), in virtual
// time: the subscription log shows when the source was really subscribed. Chapter 8
// ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing

@Suite("delaySubscription", .leakChecked)
struct DelaySubscriptionTests {
    @Test func delaySubscriptionSubscribesToAColdSourceAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-b-|")

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        //                             -a-b-|   cold source, subscribed at 230
        //                          delaySubscription(30)
        assertMarbles(res.events, "----a-b-|")
        #expect(xs.subscriptions == [Subscription(230, 280)])
    }

    @Test func delaySubscriptionMissesWhatAHotSourceSentBeforeTheDueTime() {
        expectMarbles(given: "-a-b-c-|", sends: "---b-c-|", subscribed: [Subscription(225, 270)]) { $0.delaySubscription(.seconds(25), scheduler: $1) }
    }

    @Test func delaySubscriptionForwardsTheSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-#", error: TestError.boom)

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----a-#", error: TestError.boom)
        #expect(xs.subscriptions == [Subscription(230, 260)])
    }

    @Test func delaySubscriptionDisposedAfterTheDueTimeUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-b-|")

        let res = scheduler.start(disposed: 250) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(240, "a")])
        #expect(xs.subscriptions == [Subscription(230, 250)])
    }
}
