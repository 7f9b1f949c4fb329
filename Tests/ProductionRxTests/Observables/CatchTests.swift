// `catch`, `catchAndReturn` and `catch(sequence:)` in virtual time: what is forwarded, when
// the failed source is let go and the replacement subscribed. Chapter 10 ("Combining and
// recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import XCTest

final class CatchTests: RxTestCase {
    func testCatchForwardsASourceThatDoesNotFailAndNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        nonisolated(unsafe) var handlerCalls = 0
        let res = scheduler.start {
            xs.catch { _ in
                handlerCalls += 1
                return Observable.just(9)
            }
        }
        assertMarbles(res.events, "-1-2-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testCatchDisposesTheFailedSourceThenSubscribesTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.boom), .next(240, 7)])
        nonisolated(unsafe) let ys = scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(30)])
        nonisolated(unsafe) var caught: [String] = []
        let res = scheduler.start {
            xs.catch { error in
                caught.append("\(error)")
                return ys.asObservable()
            }
        }
        assertEvents(res.events, equal: [.next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 260)])
        XCTAssertEqual(caught, ["boom"])
    }

    func testCatchForwardsAnErrorOfTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        nonisolated(unsafe) let ys = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        assertEvents(res.events, equal: [.next(210, 1), .next(240, 2), .error(250, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testCatchSendsTheErrorTheHandlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let res = scheduler.start {
            xs.catch { _ -> Observable<Int> in throw TestError.other }
        }
        assertEvents(res.events, equal: [.next(210, 1), .error(230, TestError.other)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDisposingAfterTheErrorDisposesTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        nonisolated(unsafe) let ys = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
        let res = scheduler.start(disposed: 300) { xs.catch { _ in ys.asObservable() } }
        assertEvents(res.events, equal: [.next(210, 1), .next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 300)])
    }

    func testDisposingBeforeTheErrorDisposesTheSourceAndNeverCallsTheHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(400, TestError.boom)])
        nonisolated(unsafe) var handlerCalls = 0
        let res = scheduler.start(disposed: 300) {
            xs.catch { _ in
                handlerCalls += 1
                return Observable.just(9)
            }
        }
        assertEvents(res.events, equal: [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(handlerCalls, 0)
    }

    func testCatchAndReturnEndsWithTheElementInsteadOfTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-#", error: TestError.boom)
        let res = scheduler.start { xs.catchAndReturn(9) }
        assertMarbles(res.events, "-1-2-(9|)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testCatchAndReturnLeavesACompletingSourceAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-|")
        let res = scheduler.start { xs.catchAndReturn(9) }
        assertMarbles(res.events, "-1-|")
    }

    func testCatchOfASourceFailingDuringItsSubscriptionRunsTheHandlerReentrantly() {
        // The error arrives while `subscribe` is still on the stack, and the handler's `just`
        // completes inside the error callback: the result is still whole and nothing leaks.
        let recovered = Observable<Int>.error(TestError.boom).catch { _ in Observable.of(1, 2) }
        XCTAssertEqual(record(recovered), [.next(1), .next(2), .completed])
        let chained = Observable<Int>.error(TestError.boom)
            .catch { _ in Observable.error(TestError.other) }
            .catchAndReturn(3)
        XCTAssertEqual(record(chained), [.next(3), .completed])
    }

    func testDisposingFromInsideTheHandlersSequenceStopsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        nonisolated(unsafe) let ys = scheduler.createColdObservable([.next(10, 2), .next(20, 3), .completed(30)])
        let observer = DisposingFromInside<Int>(at: { $0.last == 2 })
        scheduler.scheduleAt(200) { observer.subscribe(to: xs.catch { _ in ys.asObservable() }) }
        scheduler.start()
        XCTAssertEqual(observer.seen, [1, 2])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 240)])
    }

    /// Found by the randomised operator contract (`swift run contract`, chapter 8), property
    /// "the output obeys next* (error | completed)?", with a source that breaks the grammar:
    /// the failed source's completion ended the output while the handler's sequence ran, and
    /// on threads that sequence's element then followed the completion.
    ///
    ///     source     -#|      (| after its own error)
    ///     handler's  --9
    ///     result     --9      (it was -|)
    func testCatchIgnoresWhatTheFailedSourceSendsAfterItsError() {
        let source = RawSource<Int>()
        defer { source.forgetObservers() }
        let fallback = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.catch { _ in fallback.observable }.subscribe(recorder)
        source.send(.error(TestError.boom))
        source.send(.completed)
        source.send(.next(1))
        fallback.send(.next(9))
        XCTAssertEqual(recorder.seen, [.next(9)])
        XCTAssertTrue(fallback.isObserved)
        subscription.dispose()
    }
}

final class CatchSequenceTests: RxTestCase {
    func testCatchSequenceSubscribesTheNextSourceOnlyWhenThePreviousFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let fourth = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [first, second, third, fourth].map { $0.asObservable() })
        }
        assertEvents(res.events, equal: [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(third.subscriptions, [Subscription(240, 260)])
        XCTAssertEqual(fourth.subscriptions, [])
    }

    func testCatchSequenceSendsTheLastErrorWhenEverySourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, TestError.other)])
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        assertEvents(res.events, equal: [.next(210, 1), .next(230, 2), .error(240, TestError.other)])
    }

    func testCatchSequenceOfNoSourcesCompletesAtOnce() {
        XCTAssertEqual(record(Observable<Int>.catch(sequence: [Observable<Int>]())), [.completed])
    }

    func testDisposingCatchSequenceDisposesTheCurrentSourceAndSubscribesNoOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(200, TestError.other)])
        let third = scheduler.createColdObservable([.next(10, 3)])
        let res = scheduler.start(disposed: 300) {
            Observable.catch(sequence: [first, second, third].map { $0.asObservable() })
        }
        assertEvents(res.events, equal: [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(second.subscriptions, [Subscription(220, 300)])
        XCTAssertEqual(third.subscriptions, [])
    }
}
