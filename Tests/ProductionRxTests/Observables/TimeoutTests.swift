// `timeout` (Sources/ProductionRx/Observables/Timeout.swift), in virtual time: an error, or a
// switch to another sequence, when the next element is late. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing

@Suite("timeout", .leakChecked)
struct TimeoutTests {
    @Test func timeoutLetsElementsThatComeInTimeAndTheCompletionThrough() {
        expectMarbles(given: "-a-b-c-|", sends: "-a-b-c-|", subscribed: [Subscription(200, 270)]) { $0.timeout(.seconds(30), scheduler: $1) }
    }

    @Test func timeoutFailsWithRxErrorTimeoutWhenTheNextElementIsLateAndUnsubscribes() {
        expectMarbles(given: "-a-b-----c-|", sends: "-a-b--#", error: RxError.timeout, subscribed: [Subscription(200, 260)]) {
            $0.timeout(.seconds(30), scheduler: $1)
        }
    }

    @Test func timeoutCountsTheFirstElementFromTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-----a-|")

        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }

        assertEvents(res.events, equal: [.error(230, RxError.timeout)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func timeoutForwardsTheSourcesErrorThatComesInTime() {
        expectMarbles(given: "-a-#", sourceError: TestError.boom, sends: "-a-#", error: TestError.boom, subscribed: [Subscription(200, 230)]) {
            $0.timeout(.seconds(30), scheduler: $1)
        }
    }

    @Test func timeoutWithOtherSwitchesToItWhenTheNextElementIsLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-----b-|")
        let other = scheduler.createColdObservable(marbles: "-x-y-|")

        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }

        //                          -a-----b-|      source
        //                              -x-y-|      other, subscribed at the timeout (240)
        //                          timeout(30, other:)
        assertMarbles(res.events, "-a---x-y-|")
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(other.subscriptions == [Subscription(240, 290)])
    }

    @Test func timeoutWithOtherNeverSubscribesItWhenEverythingComesInTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-|")
        let other = scheduler.createColdObservable(marbles: "-x-|")

        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }

        assertMarbles(res.events, "-a-b-|")
        #expect(other.subscriptions == [])
    }

    @Test func timeoutIgnoresTheSourceFromTheMomentTheTimerFires() {
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

    @Test func timeoutDisposedEarlyUnsubscribesTheSourceAndCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a------")

        let res = scheduler.start(disposed: 225) { xs.timeout(.seconds(30), scheduler: scheduler) }

        // The timer started at 210 would fire at 240; disposal at 225 cancelled it.
        assertEvents(res.events, equal: [.next(210, "a")])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(scheduler.clock == 225)
    }

    @Test func timeoutWithOtherDisposedAfterTheSwitchUnsubscribesOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a------")
        let other = scheduler.createColdObservable(marbles: "-x-y-|")

        let res = scheduler.start(disposed: 265) { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(210, "a"), .next(250, "x")])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(other.subscriptions == [Subscription(240, 265)])
    }
}
