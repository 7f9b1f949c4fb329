// `buffer(timeSpan:count:scheduler:)` (Sources/ProductionRx/Observables/Buffer.swift) in virtual
// time: full buffers, buffers on time (empty too), ends, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import XCTest

// One marble column is 10 ticks and one tick is one second, so `.seconds(40)` is 4 columns.
/// buffer(timeSpan:count:scheduler:)
final class BufferTests: RxTestCase {
    func testBufferSendsWhenTheTimeSpanEndsOrTheBufferIsFullWhicheverComesFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab---c--def--|")

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler) }

        // A full buffer (D at 310) starts the next time span then, so E comes at completion.
        assertMarbles(
            res.events, "----A---C--D--(E|)",
            values: ["A": ["a", "b"], "C": ["c"], "D": ["d", "e", "f"], "E": []])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
    }

    func testBufferSendsEmptyBuffersWhenTheTimeSpanEndsWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = scheduler.createHotObservable(marbles: "--------|")

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(30), count: 3, scheduler: scheduler) }

        assertMarbles(res.events, "---E--E-(E|)", values: ["E": []])
    }

    func testBufferCompletionSendsTheElementsGatheredSoFarThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab|")

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler) }

        assertMarbles(res.events, "---(A|)", values: ["A": ["a", "b"]])
    }

    func testBufferForwardsAnErrorAtOnceAndDropsTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-ab#")

        let res = scheduler.start { xs.buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler) }

        assertMarbles(res.events, "---#", values: [String: [String]]())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBufferDisposedStopsItsTimerAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(400)])

        let res = scheduler.start(disposed: 255) { xs.buffer(timeSpan: .seconds(40), count: 3, scheduler: scheduler) }

        assertEvents(res.events, equal: [.next(240, [1])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }
}
