// `debounce` (Sources/ProductionRx/Observables/Debounce.swift) in virtual time: an element
// after `dueTime` of silence, completion that flushes, errors, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import Testing

// One marble column is 10 ticks and one tick is one second, so `.seconds(30)` is 3 columns.
@Suite("debounce", .leakChecked)
struct DebounceTests {
    @Test func debounceSendsAnElementOnlyAfterDueTimeWithoutAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c----d------|")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "--------c----d---|")
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func debounceSendsNothingWhileElementsKeepComing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-abcdefg---|")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----------g|")
    }

    @Test func debounceCompletionSendsTheWaitingElementAtOnceThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b|")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----(b|)")
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func debounceCompletesAtOnceWhenNothingWaits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-----|")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----a--|")
    }

    @Test func debounceForwardsAnErrorAtOnceAndDropsTheWaitingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b#")

        let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertMarbles(res.events, "----#")
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func debounceDisposedWhileAnElementWaitsSendsNothingAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(300, 2),
            .completed(400),
        ])

        let res = scheduler.start(disposed: 230) { xs.debounce(.seconds(30), scheduler: scheduler) }

        assertEvents(res.events, equal: [])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}
