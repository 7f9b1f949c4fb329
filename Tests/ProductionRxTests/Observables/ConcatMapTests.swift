// `concatMap`, `concat()` and `merge(maxConcurrent:)` (Sources/ProductionRx/Observables/
// Merge.swift, `MergeSink` with `.atMost(n)`): at most so many inner sequences at once, the
// rest queued in arrival order. Virtual time with subscription logs; completion, errors, disposal,
// reentrancy, threads. Chapter 10 ("Combining and recovering").
import Dispatch
import ProductionRx
import ProductionRxTest
import XCTest

/// concatMap, concat() and merge(maxConcurrent:)
final class ConcatMapTests: RxTestCase {
    func testConcatMapSubscribesEachInnerWhenThePreviousHasCompleted() {
        // The outer's line, then a's inner and b's (cold). b arrives at 230 but waits until
        // a's completes at 260.
        let row = MarbleRow(given: "-a-b-------|", cold: "-1-1-|", "-2--2|", sends: "--1-1--2--2|", subscribed: [200...310, 210...260, 260...310])
        row.expect { sources in
            nonisolated(unsafe) let inners = ["a": sources[1], "b": sources[2]]
            return sources[0].concatMap { inners[$0]! }
        }
    }

    func testConcatMapCallsTheSelectorWhenTheElementArrivesNotWhenItsTurnComes() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        nonisolated(unsafe) let inner = scheduler.createColdObservable([.next(50, 7), .completed(100)])
        nonisolated(unsafe) var calls: [TestTime] = []

        let res = scheduler.start {
            outer.concatMap { _ -> TestableObservable<Int> in
                calls.append(scheduler.clock)
                return inner
            }
        }

        XCTAssertEqual(calls, [210, 220])
        // The outer completes at 230 with one inner queued: the result waits for both.
        XCTAssertEqual(res.events, [.next(260, 7), .next(360, 7), .completed(410)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 310), Subscription(310, 410)])
    }

    func testConcatMapThatThrowsForAQueuedElementEndsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        nonisolated(unsafe) let inner = scheduler.createColdObservable([.next(5, 10), .next(50, 11), .completed(100)])

        let res = scheduler.start {
            outer.concatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return inner
            }
        }

        XCTAssertEqual(res.events, [.next(215, 10), .error(220, TestError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
    }

    func testConcatMapForwardsAnInnersErrorAndNeverSubscribesTheQueuedOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let failing: TestableObservable<Int> = scheduler.createColdObservable([.next(5, 10), .error(30, TestError.boom)])
        let queued = scheduler.createColdObservable([.next(5, 20), .completed(10)])
        nonisolated(unsafe) let inners = [1: failing, 2: queued]

        let res = scheduler.start { outer.concatMap { inners[$0]! } }

        XCTAssertEqual(res.events, [.next(215, 10), .error(240, TestError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(failing.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(queued.subscriptions, [])
    }

    func testQueuedInnersThatCompleteDuringTheirOwnSubscribeRunInOrder() {
        let outer = ManualSource<Int>()
        let first = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.observable.concatMap { value -> Observable<Int> in
            value == 1 ? first.observable : Observable.just(value * 10)
        }.subscribe(recorder)
        outer.send(.next(1))
        outer.send(.next(2))
        outer.send(.next(3))
        outer.send(.completed)
        first.send(.next(1))
        XCTAssertEqual(recorder.seen, [.next(1)])
        // Completing `first` subscribes `just(20)`, whose completion subscribes `just(30)`.
        first.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(1), .next(20), .next(30), .completed])
        subscription.dispose()
    }

    func testMergeMaxConcurrentSubscribesAQueuedInnerWhenARunningOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let second = scheduler.createColdObservable([.next(10, 2), .next(80, 2), .completed(90)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(220, second), .next(230, third), .completed(240)])

        let res = scheduler.start { outer.merge(maxConcurrent: 2) }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(270, 3), .next(300, 2), .completed(310)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 310)])
        XCTAssertEqual(third.subscriptions, [Subscription(260, 280)])
    }

    func testConcatOfASequenceOfSequencesRunsThemOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let first: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-1|")
        let second: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-2|")

        let res = scheduler.start { Observable.of(first, second).concat() }

        // `of` sends both sequences at once, at 200; `second` waits for `first` to complete.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(record(Observable.of(Observable.of(1, 2), Observable.just(3)).concat()), [.next(1), .next(2), .next(3), .completed])
    }

}
