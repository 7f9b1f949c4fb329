// Chapter 8: `start` creates, subscribes and disposes at 100, 200 and 1000; hot observables
// send at fixed times, cold ones relative to each subscription; both log their subscriptions.
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

final class TestSchedulerStartTests: RxTestCase {
    func testStartCreatesAt100SubscribesAt200AndDisposesAt1000() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        nonisolated(unsafe) var subscribedAt: Int?
        nonisolated(unsafe) var disposedAt: Int?

        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return Observable.create { observer in
                subscribedAt = scheduler.clock
                observer.onNext(1)
                return Disposables.create { disposedAt = scheduler.clock }
            }
            .map { $0 * 10 }
        }

        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(subscribedAt, 200)
        XCTAssertEqual(disposedAt, 1000)
        XCTAssertEqual(res.events, [.next(200, 10)])
    }

    func testMapUnderTestSeesOnlyWhatTheHotSourceSendsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 3),
            .completed(300),
            .next(310, 4),
        ])

        let res = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertEqual(res.events, [.next(210, 20), .next(240, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartDisposesAtTheGivenTimeAndEventsAfterItAreNotRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testStartWithAllTimesUsesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(50, 0), .next(60, 1), .next(80, 2), .next(95, 3)])

        let res = scheduler.start(created: 10, subscribed: 55, disposed: 90) { xs.map { $0 } }

        XCTAssertEqual(res.events, [.next(60, 1), .next(80, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(55, 90)])
    }

    func testMapErrorIsRecordedAtItsTimeAndEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom), .next(230, 2)])

        let res = scheduler.start { xs.map { $0 } }

        XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testStartAcceptsAnyObservableConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a")])

        let res = scheduler.start { xs }

        XCTAssertEqual(res.events, [.next(210, "a")])
    }
}

final class HotAndColdObservableTests: RxTestCase {
    func testHotObservableSendsAtItsTimesWhetherOrNotAnyoneIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(100, 1), .next(200, 2), .next(300, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(50) { subscriptions.append(xs.subscribe(early)) }
        scheduler.scheduleAt(250) { subscriptions.append(xs.subscribe(late)) }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
        XCTAssertEqual(late.events, [.next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(50, 400), Subscription(250, 400)])
    }

    func testColdObservableSendsToEachSubscriberRelativeToItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)

        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(205) { _ = xs.subscribe(second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
        XCTAssertEqual(second.events, [.next(215, "a"), .next(225, "b"), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(205)])
    }

    func testDisposingAColdSubscriptionCancelsItsRemainingEventsAndLogsTheTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])

        let res = scheduler.start(disposed: 230) { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSubscriptionNeverDisposedIsOpenEndedAndPrintsInfinity() {
        let open = Subscription(200)
        XCTAssertEqual(open.unsubscribe, Int.max)
        // RxTest's text (RxTest/Subscription.swift): no space before the colon.
        XCTAssertEqual(open.debugDescription, "(200: Infinity)")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200: 300)")
    }

    func testTestableObservableKeepsItsScriptedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]

        XCTAssertEqual(scheduler.createHotObservable(events).recordedEvents, events)
        XCTAssertEqual(scheduler.createColdObservable(events).recordedEvents, events)
        implementation.divergence(
            "A hot test observable whose scheduler never runs",
            because:
                "RxTest's hot observable holds its scheduler, and the scheduler holds the events the observable scheduled, so both stay alive until those events have run; ProductionRxTest's does not hold its scheduler, and both are released with the test.",
            see: "RxTest/HotObservable.swift",
            productionRx: {},
            // The scheduler and the two items it holds.
            rxSwift: { LeakCheck.acknowledgeLeak(3) }
        )
    }
}

final class RecordedTests: RxTestCase {
    func testBuildersStampEventsWithTheirTimes() {
        let next: Recorded<Event<Int>> = .next(210, 1)
        let completed: Recorded<Event<Int>> = .completed(300)
        let error: Recorded<Event<Int>> = .error(250, TestError.boom)

        XCTAssertEqual(next, Recorded(time: 210, value: .next(1)))
        XCTAssertEqual(completed, Recorded(time: 300, value: .completed))
        XCTAssertEqual(error.time, 250)
        XCTAssertEqual(next.debugDescription, "next(1) @ 210")
    }

    func testEventsTakesTheEventsOrOneArrayOfThem() {
        let listed = Recorded.events(.next(210, 1), .completed(220))
        let array = Recorded.events([.next(210, 1), .completed(220)])

        XCTAssertEqual(listed, [.next(210, 1), .completed(220)])
        XCTAssertEqual(array, listed)
    }

    func testEventsDifferByTimeOrValue() {
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 1), .next(211, 1))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 1), .next(210, 2))
        XCTAssertNotEqual(Recorded<Event<Int>>.completed(210), .next(210, 2))
    }

    func testErrorsAreEqualWhenTheyAreTheSameCaseOfTheSameType() {
        XCTAssertEqual(Event<Int>.error(TestError.boom), .error(TestError.boom))
        XCTAssertNotEqual(Event<Int>.error(TestError.boom), .error(TestError.other))
        let sameText = implementation.divergence(
            "Equal error events in the test toolkit, on Linux",
            because:
                "On Linux, RxTest compares two errors by their descriptions only, so errors of different types that print alike are equal there; ProductionRxTest compares them everywhere as RxTest does on Apple platforms: domain, code and description.",
            see: "RxTest/Event+Equatable.swift",
            productionRx: { false },
            rxSwift: {
                #if os(Linux)
                true
                #else
                false
                #endif
            }
        )
        XCTAssertEqual((Event<Int>.error(TestError.boom) == .error(MarbleError("boom"))), sameText)
        XCTAssertEqual(Event<Int>.error(MarbleError("x")), .error(MarbleError("x")))
        XCTAssertNotEqual(Event<Int>.error(MarbleError("x")), .error(MarbleError("y")))
    }
}
