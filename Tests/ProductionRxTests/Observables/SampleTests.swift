// `sample` (Sources/ProductionRx/Observables/Sample.swift) in virtual time: the latest element
// per sampler tick, the default value, both sources' ends, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("sample", .leakChecked)
struct SampleTests {
    @Test func sampleSendsTheLatestElementAtEachTickAndNothingWithoutANewOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab--c---d")
        let sampler = scheduler.createHotObservable(marbles: "---x---xx--x")

        let res = scheduler.start { xs.sample(sampler) }

        assertMarbles(res.events, "---b---c---d")
    }

    @Test func sampleSendsTheDefaultValueAtATickWithoutANewElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab--c---d")
        let sampler = scheduler.createHotObservable(marbles: "---x---xx--x")

        let res = scheduler.start { xs.sample(sampler, defaultValue: "z") }

        assertMarbles(res.events, "---b---cz--d")
    }

    @Test func sampleCompletesAtTheFirstTickAfterTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab--c|")
        let sampler = scheduler.createHotObservable(marbles: "---x------x--x")

        let res = scheduler.start { xs.sample(sampler) }

        // The tick after the source's completion sends the element still unsent, then completes.
        assertMarbles(res.events, "---b------(c|)")
        #expect(xs.subscriptions == [Subscription(200, 260)])
        #expect(sampler.subscriptions == [Subscription(200, 300)])
    }

    @Test func sampleSamplerCompletionIsALastTickButDoesNotCompleteTheResult() {
        // RxSwift 6: the sampler's completion samples once more; the result ends only when the
        // source has completed too, and after the sampler is gone nothing samples any more.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b---c--|")
        let sampler = scheduler.createHotObservable(marbles: "--x--|")

        let res = scheduler.start { xs.sample(sampler) }

        assertMarbles(res.events, "--a--b")
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(sampler.subscriptions == [Subscription(200, 250)])
    }

    @Test func sampleSamplerCompletionAfterTheSourceCompletesCompletesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b|")
        let sampler = scheduler.createHotObservable(marbles: "--x---|")

        let res = scheduler.start { xs.sample(sampler) }

        assertMarbles(res.events, "--a---(b|)")
    }

    @Test func sampleForwardsTheSourcesErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b#")
        let sampler = scheduler.createHotObservable(marbles: "--x-----x")

        let res = scheduler.start { xs.sample(sampler) }

        assertMarbles(res.events, "--a-#")
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(sampler.subscriptions == [Subscription(200, 240)])
    }

    @Test func sampleForwardsTheSamplersErrorAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b----c")
        let sampler = scheduler.createHotObservable(marbles: "--x--#")

        let res = scheduler.start { xs.sample(sampler) }

        assertMarbles(res.events, "--a--#")
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(sampler.subscriptions == [Subscription(200, 250)])
    }

    @Test func sampleDisposedUnsubscribesFromBothSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])
        let sampler = scheduler.createHotObservable([.next(220, "tick"), .next(260, "tick"), .completed(500)])

        let res = scheduler.start(disposed: 255) { xs.sample(sampler) }

        assertEvents(res.events, equal: [.next(220, 1)])
        #expect(xs.subscriptions == [Subscription(200, 255)])
        #expect(sampler.subscriptions == [Subscription(200, 255)])
    }
}
