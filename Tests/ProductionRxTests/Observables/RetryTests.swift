// `retry()` and `retry(_:)` in virtual time: a cold source is subscribed again after each
// error, and `retry(n)` means n attempts in all. Chapter 10 ("Combining and recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class RetryTests: RxTestCase {
    func testRetryCountIsTheNumberOfAttemptsInAllThenTheLastErrorIsSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, TestError.boom)])
        let res = scheduler.start { xs.retry(3) }
        assertEvents(
            res.events,
            equal: [
                .next(210, 1), .next(220, 2),
                .next(240, 1), .next(250, 2),
                .next(270, 1), .next(280, 2),
                .error(290, TestError.boom),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    func testRetryOfASourceThatCompletesSubscribesOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
        let res = scheduler.start { xs.retry() }
        assertMarbles(res.events, "-1-2-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testRetryWithoutCountResubscribesUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#")
        let res = scheduler.start(disposed: 300) { xs.retry() }
        assertMarbles(res.events, "-1-1-1-1-1")
        XCTAssertEqual(
            xs.subscriptions,
            [
                Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
                Subscription(260, 280), Subscription(280, 300),
            ])
    }

    func testRetryStopsAtTheFirstAttemptThatCompletes() {
        nonisolated(unsafe) var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? Observable.error(TestError.boom) : Observable.of(attempts)
        }
        XCTAssertEqual(record(flaky.retry(5)), [.next(3), .completed])
        XCTAssertEqual(attempts, 3)
        attempts = 0
        XCTAssertEqual(record(flaky.retry()), [.next(3), .completed])
    }

    func testRetryOneIsASingleAttemptAndRetryZeroCompletesWithoutSubscribing() {
        nonisolated(unsafe) var attempts = 0
        let failing = Observable<Int>.deferred {
            attempts += 1
            return Observable.error(TestError.boom)
        }
        XCTAssertEqual(record(failing.retry(1)), [.error("boom")])
        XCTAssertEqual(attempts, 1)
        XCTAssertEqual(record(failing.retry(0)), [.completed])
        XCTAssertEqual(attempts, 1)
    }

    func testDisposingFromInsideOnNextStopsRetrying() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2#")
        let observer = DisposingFromInside<Int>(at: { $0.count == 3 })
        scheduler.scheduleAt(200) { observer.subscribe(to: xs.retry()) }
        scheduler.start()
        XCTAssertEqual(observer.seen, [1, 2, 1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(240, 250)])
    }

}

/// The tests of RetryTests that need a process of their own (exit tests, which XCTest has not).
@Suite("retry: exit tests", .leakChecked)
struct RetryExitTests {
    @Test func tenThousandSynchronousFailuresDoNotOverflowTheStack() async {
        // In a child process, so that a stack overflow fails this test instead of ending the
        // whole run. Each attempt fails inside its own subscription; without the gate of the
        // tail-recursive sink the next attempt would nest inside the previous one.
        await #expect(processExitsWith: .success) {
            let resourcesBefore = Resources.total
            nonisolated(unsafe) var attempts = 0
            nonisolated(unsafe) var failed = false
            Observable<Int>.deferred {
                attempts += 1
                return Observable.error(TestError.boom)
            }
            .retry(100_000)
            .subscribe(onError: { _ in failed = true })
            .dispose()
            guard attempts == 100_000, failed else { exit(1) }
            guard Resources.total == resourcesBefore else { exit(3) }
        }
    }
}
