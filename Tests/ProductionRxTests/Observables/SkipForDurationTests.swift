// `skip(for:scheduler:)` (Sources/ProductionRx/Observables/SkipForDuration.swift), in virtual
// time. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import Testing

@Suite("skip(for:scheduler:)", .leakChecked)
struct SkipForDurationTests {
    @Test func skipForDurationDropsElementsUntilTheDurationIsOverThenForwardsThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")

        let res = scheduler.start { xs.skip(for: .seconds(35), scheduler: scheduler) }

        //                          -a-b-c-d-|      source
        //                          skip(for: 35)
        assertMarbles(res.events, "-----c-d-|")
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    /// RxSwift 6's own spelling, `skip(_:scheduler:)`, is not deprecated: calling it compiles
    /// without a warning and skips the same way.
    @Test func skipWithoutTheForLabelIsTheSameOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")

        let res = scheduler.start { xs.skip(.seconds(35), scheduler: scheduler) }

        assertMarbles(res.events, "-----c-d-|")
    }

    @Test func skipForDurationForwardsACompletionThatComesWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-|")

        let res = scheduler.start { xs.skip(for: .seconds(100), scheduler: scheduler) }

        assertMarbles(res.events, "---|")
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func skipForDurationForwardsAnErrorThatComesWhileSkipping() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)

        let res = scheduler.start { xs.skip(for: .seconds(100), scheduler: scheduler) }

        assertMarbles(res.events, "---#", error: TestError.boom)
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func skipForDurationDisposedUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")

        let res = scheduler.start(disposed: 260) { xs.skip(for: .seconds(35), scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(250, "c")])
        #expect(xs.subscriptions == [Subscription(200, 260)])
    }
}
