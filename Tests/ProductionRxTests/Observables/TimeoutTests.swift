// `timeout` (Sources/ProductionRx/Observables/Timeout.swift), in virtual time: an error, or a
// switch to another sequence, when the next element is late. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class TimeoutTests: RxTestCase {

    func testTimeoutForwardsTheSourcesErrorThatComesInTime() {
        expectMarbles(given: "-a-#", sourceError: TestError.boom, sends: "-a-#", error: TestError.boom, subscribed: [Subscription(200, 230)]) {
            $0.timeout(.seconds(30), scheduler: $1)
        }
    }

    func testTimeoutWithOtherNeverSubscribesItWhenEverythingComesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-|")
        let other = scheduler.createColdObservable(marbles: "-x-|")

        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }

        assertMarbles(res.events, "-a-b-|")
        XCTAssertEqual(other.subscriptions, [])
    }

    func testTimeoutIgnoresTheSourceFromTheMomentTheTimerFires() {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) var sourceObserver: AnyObserver<String>?
        let source = Observable<String>.create { observer in
            sourceObserver = observer
            return Disposables.create()
        }
        // `other` makes the source send while `other` is being subscribed, before the switch
        // has replaced (and so disposed) the source's subscription: only the sink's `switched`
        // flag, set under its lock when the timer fired, keeps that element out.
        let other = Observable<String>.create { observer in
            sourceObserver?.onNext("late")
            observer.onNext("x")
            return Disposables.create()
        }

        let res = scheduler.start { source.timeout(.seconds(30), other: other, scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(230, "x")])
        // The captured observer and the source's closure keep each other alive: let go.
        sourceObserver = nil
    }
}

/// The tests of TimeoutTests that run over a table of arguments, each case reported on its own by
/// Swift Testing.
@Suite("timeout: argument tables", .leakChecked)
struct TimeoutTableTests {
    // Every `#` is RxError.timeout.
    @Test(arguments: [
        MarbleRow("lets elements that come in time and the completion through", given: "-a-b-c-|", sends: "-a-b-c-|", subscribed: [200...270]),
        MarbleRow("fails when the next element is late, and unsubscribes", given: "-a-b-----c-|", sends: "-a-b--#", subscribed: [200...260]),
        MarbleRow("counts the first element's wait from the subscription", given: "-----a-|", sends: "---#", subscribed: [200...230]),
    ])
    func timeout(_ row: MarbleRow) {
        row.expect(error: RxError.timeout) { $0[0].timeout(.seconds(30), scheduler: $0.scheduler) }
    }

    // The source's line, then the other's; the other is subscribed at the timeout (240), so
    // its `-x-y-|` starts there.
    @Test(arguments: [
        MarbleRow(
            "switches to the other when the next element is late", given: "-a-----b-|", "-----x-y-|", sends: "-a---x-y-|", subscribed: [200...240, 240...290]),
        MarbleRow(
            "disposed after the switch, it unsubscribes the other", given: "-a------", "-----x-y-|", sends: "-a---x", subscribed: [200...240, 240...265],
            disposed: 265),
    ])
    func timeoutWithOther(_ row: MarbleRow) {
        row.expect { $0[0].timeout(.seconds(30), other: $0[1], scheduler: $0.scheduler) }
    }
}
