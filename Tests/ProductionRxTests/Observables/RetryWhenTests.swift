// `retry(when:)` in virtual time: after an error, the source is subscribed again when the
// trigger sequence built from the errors sends an element; the trigger's completion or error
// ends the sequence. Chapter 10 ("Combining and recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import XCTest

final class RetryWhenTests: RxTestCase {
    func testRetryWhenResubscribesEachTimeTheTriggerSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#")
        nonisolated(unsafe) let triggers = scheduler.createHotObservable([.next(250, ()), .next(400, ())])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in triggers }) }
        assertEvents(res.events, equal: [.next(210, 1), .next(260, 1), .next(410, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(250, 270), Subscription(400, 420)])
        XCTAssertEqual(triggers.subscriptions, [Subscription(200, 1000)])
    }

    func testRetryWhenCompletesOrFailsWhenTheTriggerDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#")
        nonisolated(unsafe) let completing: TestableObservable<Int> = scheduler.createHotObservable(marbles: "----------|")
        let completed = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in completing }) }
        assertEvents(completed.events, equal: [.next(210, 1), .completed(300)])
        XCTAssertEqual(completing.subscriptions, [Subscription(200, 300)])

        nonisolated(unsafe) let failing: TestableObservable<Int> = scheduler.createHotObservable(marbles: "----#", error: TestError.other, subscribed: 1200)
        let failed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            xs.retry(when: { (_: Observable<Swift.Error>) in failing })
        }
        assertEvents(failed.events, equal: [.next(1210, 1), .error(1240, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(1200, 1220)])
    }

    func testATriggerThatAlreadyCompletedEndsTheSequenceAtTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-#")
        let res = scheduler.start { xs.retry(when: { (_: Observable<Swift.Error>) in Observable<Int>.empty() }) }
        assertEvents(res.events, equal: [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTheHandlerSeesEveryErrorAndItsSequenceDecidesHowOftenToRetry() {
        // `take(2)`: two errors are answered with a retry; then the trigger has completed, so
        // the third error completes the sequence (and `take` no longer listens to it).
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#", error: TestError.boom)
        nonisolated(unsafe) var seen: [String] = []
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.do(onNext: { seen.append("\($0)") }).take(2)
            })
        }
        assertEvents(res.events, equal: [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
        XCTAssertEqual(seen, ["boom", "boom"])
    }

    func testAnErrorOfAnotherTypeThanTheHandlersIsSentAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#")
        nonisolated(unsafe) var handled = 0
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<TestError>) in
                errors.do(onNext: { _ in handled += 1 })
            })
        }
        assertEvents(res.events, equal: [.next(210, 1), .error(220, MarbleError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(handled, 0)
    }

    func testRetryWhenForwardsASourceThatCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Swift.Error>) in errors }) }
        assertMarbles(res.events, "-1-2-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDisposingRetryWhenDisposesTheSourceAndTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1#")
        nonisolated(unsafe) let triggers: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---1-------1")
        let res = scheduler.start(disposed: 245) { xs.retry(when: { (_: Observable<Swift.Error>) in triggers }) }
        assertEvents(res.events, equal: [.next(210, 1), .next(240, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 245)])
        XCTAssertEqual(triggers.subscriptions, [Subscription(200, 245)])
    }

    func testASourceFailingDuringItsSubscriptionIsRetriedWithoutNesting() {
        nonisolated(unsafe) var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 4 ? Observable.error(TestError.boom) : Observable.just(attempts)
        }
        let retried = flaky.retry(when: { (errors: Observable<Swift.Error>) in errors })
        XCTAssertEqual(record(retried), [.next(4), .completed])
        XCTAssertEqual(attempts, 4)
    }

    /// Found by the randomised operator contract (`swift run contract`, chapter 8), property
    /// "the output obeys next* (error | completed)?", with a source that breaks the grammar
    /// (or whose error was on its way when the attempt was disposed): a second error reaching
    /// an attempt that had already failed subscribed the trigger again, which stopped the
    /// process. Every attempt sees the source's second error; only the live one retries.
    ///
    ///     source     -##    (attempt 1 sees both errors, attempt 2 the second)
    ///     attempts   ^^^    (three subscriptions)
    func testRetryWhenIgnoresASecondErrorFromAnAttemptThatAlreadyFailed() {
        let source = RawSource<Int>()
        defer { source.forgetObservers() }
        let recorder = Recorder<Int>()
        let subscription = source.retry(when: { (errors: Observable<Swift.Error>) in errors }).subscribe(recorder)
        source.send(.error(TestError.boom))
        XCTAssertEqual(source.subscriptions, 2)
        source.send(.error(TestError.boom))
        XCTAssertEqual(source.subscriptions, 3)
        XCTAssertEqual(recorder.seen, [])
        subscription.dispose()
    }
}
