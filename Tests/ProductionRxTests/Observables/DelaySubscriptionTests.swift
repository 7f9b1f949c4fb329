// `delaySubscription` (Sources/ProductionRx/Observables/DelaySubscription.swift), in virtual
// time: the subscription log shows when the source was really subscribed. Chapter 8
// ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import XCTest

final class DelaySubscriptionTests: RxTestCase {
    func testDelaySubscriptionSubscribesToAColdSourceAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-b-|")

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        //                             -a-b-|   cold source, subscribed at 230
        //                          delaySubscription(30)
        assertMarbles(res.events, "----a-b-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 280)])
    }

    func testDelaySubscriptionMissesWhatAHotSourceSentBeforeTheDueTime() {
        expectMarbles(given: "-a-b-c-|", sends: "---b-c-|", subscribed: [Subscription(225, 270)]) { $0.delaySubscription(.seconds(25), scheduler: $1) }
    }

    func testDelaySubscriptionForwardsTheSourcesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-#", error: TestError.boom)

        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----a-#", error: TestError.boom)
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    func testDelaySubscriptionDisposedAfterTheDueTimeUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(marbles: "-a-b-|")

        let res = scheduler.start(disposed: 250) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(240, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }
}
