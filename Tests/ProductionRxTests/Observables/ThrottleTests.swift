// `throttle` (Sources/ProductionRx/Observables/Throttle.swift) in virtual time: first element
// at once, the window's latest at its end or dropped, ends, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import XCTest

// One marble column is 10 ticks and one tick is one second, so `.seconds(30)` is 3 columns.
final class ThrottleTests: RxTestCase {
    func testThrottleSendsTheFirstElementAtOnceAndTheLatestOfEachWindowAtItsEnd() {
        expectMarbles(given: "-abc----d-e--|", sends: "-a--c---d--e-|", subscribed: [Subscription(200, 330)]) { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleByDefaultSendsTheFirstElementOfAWindowAndItsLastWhenTheWindowEnds() {
        // The figures of RxSwift's test_ThrottleTimeSpan_Completed, whose default is
        // `latest: true` (RxSwift/Observables/Throttle.swift): not only the first of each
        // window. 2 goes at 210 and opens a window until 410; 3, 4 and 5 arrive inside it,
        // and the latest, 5, waits for its end. At 410 6 arrives first, a whole window after
        // 2: it goes at once and takes the waiting 5's place. 7 arrives inside 6's window and
        // goes when it ends, at 610, with the completion that waited for it.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7), .completed(500),
        ])

        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func testThrottleWithoutLatestDropsEveryElementInsideTheWindow() {
        expectMarbles(given: "-abc----d-e--|", sends: "-a------d----|") { $0.throttle(.seconds(30), latest: false, scheduler: $1) }
    }

    func testThrottleSendsAnElementArrivingAWholeDueTimeAfterTheLastOneAtOnce() {
        expectMarbles(given: "-a--b--c|", sends: "-a--b--c|") { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleCountsTheNextWindowFromTheMomentTheLatestElementWasSent() {
        // b waits until 240; c at 250 is then only 10 after the last send and waits until 270.
        expectMarbles(given: "-ab--c----|", sends: "-a--b--c--|") { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleMeasuresDueTimeInItsOwnUnit() {
        // One tick is a millisecond here, so `.milliseconds(30)` is again 3 columns.
        expectMarbles(given: "-abc----d-e--|", sends: "-a--c---d--e-|", resolution: 0.001) { $0.throttle(.milliseconds(30), scheduler: $1) }
    }

    // RxSwift 6 does not flush the waiting element on completion (`RxSwift/Observables/Throttle.swift`): the completion waits for
    // the window's end, then the element is sent and the sequence completes, both at once.
    func testThrottleCompletionWaitsForTheWindowEndThenSendsTheLatestAndCompletes() {
        // The source's own subscription ends with its completion, at 230 (as in RxTest, a
        // testable observable is wrapped by `asObservable()`, whose sink ends on a stop event).
        expectMarbles(given: "-ab|", sends: "-a--(b|)", subscribed: [Subscription(200, 230)]) { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleCompletesAtOnceWhenNoElementIsWaiting() {
        expectMarbles(given: "-a|", sends: "-a|", subscribed: [Subscription(200, 220)]) { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleWithoutLatestCompletesAtOnceEvenInsideAWindow() {
        expectMarbles(given: "-ab|", sends: "-a-|") { $0.throttle(.seconds(30), latest: false, scheduler: $1) }
    }

    func testThrottleForwardsAnErrorAtOnceAndDropsTheWaitingElement() {
        expectMarbles(given: "-ab#", sends: "-a-#", subscribed: [Subscription(200, 230)]) { $0.throttle(.seconds(30), scheduler: $1) }
    }

    func testThrottleDisposedWhileAnElementWaitsSendsNothingMoreAndUnsubscribes() {
        // b waits for the window's end at 240; the disposal at 230 comes first.
        expectMarbles(given: "-ab-------c---------|", sends: "-a", subscribed: [Subscription(200, 230)], disposed: 230) {
            $0.throttle(.seconds(30), scheduler: $1)
        }
    }
}
