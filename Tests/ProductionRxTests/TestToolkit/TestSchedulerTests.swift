// Chapter 8: `start` creates, subscribes and disposes at 100, 200 and 1000; hot observables
// send at fixed times, cold ones relative to each subscription; both log their subscriptions.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite(.leakChecked)
struct TestSchedulerStartTests {
    @Test func startCreatesAt100SubscribesAt200AndDisposesAt1000() {
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

        #expect(createdAt == 100)
        #expect(subscribedAt == 200)
        #expect(disposedAt == 1000)
        #expect(res.events == [.next(200, 10)])
    }

    @Test func mapUnderTestSeesOnlyWhatTheHotSourceSendsWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 3),
            .completed(300),
            .next(310, 4),
        ])

        let res = scheduler.start { xs.map { $0 * 10 } }

        #expect(res.events == [.next(210, 20), .next(240, 30), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func startDisposesAtTheGivenTimeAndEventsAfterItAreNotRecorded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

        let res = scheduler.start(disposed: 250) { xs.map { $0 + 1 } }

        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func startWithAllTimesUsesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(50, 0), .next(60, 1), .next(80, 2), .next(95, 3)])

        let res = scheduler.start(created: 10, subscribed: 55, disposed: 90) { xs.map { $0 } }

        #expect(res.events == [.next(60, 1), .next(80, 2)])
        #expect(xs.subscriptions == [Subscription(55, 90)])
    }

    @Test func mapErrorIsRecordedAtItsTimeAndEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom), .next(230, 2)])

        let res = scheduler.start { xs.map { $0 } }

        #expect(res.events == [.next(210, 1), .error(220, TestError.boom)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func startAcceptsAnyObservableConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a")])

        let res = scheduler.start { xs }

        #expect(res.events == [.next(210, "a")])
    }
}

@Suite(.leakChecked)
struct HotAndColdObservableTests {
    @Test func hotObservableSendsAtItsTimesWhetherOrNotAnyoneIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(100, 1), .next(200, 2), .next(300, 3)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(50) { subscriptions.append(xs.subscribe(early)) }
        scheduler.scheduleAt(250) { subscriptions.append(xs.subscribe(late)) }
        scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        #expect(early.events == [.next(100, 1), .next(200, 2), .next(300, 3)])
        #expect(late.events == [.next(300, 3)])
        #expect(xs.subscriptions == [Subscription(50, 400), Subscription(250, 400)])
    }

    @Test func coldObservableSendsToEachSubscriberRelativeToItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)

        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(205) { _ = xs.subscribe(second) }
        scheduler.start()

        #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
        #expect(second.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
        #expect(xs.subscriptions == [Subscription(100), Subscription(205)])
    }

    @Test func disposingAColdSubscriptionCancelsItsRemainingEventsAndLogsTheTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])

        let res = scheduler.start(disposed: 230) { xs.map { $0 * 2 } }

        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func subscriptionNeverDisposedIsOpenEndedAndPrintsInfinity() {
        let open = Subscription(200)
        #expect(open.unsubscribe == Int.max)
        // RxTest's text (RxTest/Subscription.swift): no space before the colon.
        #expect(open.debugDescription == "(200: Infinity)")
        #expect(Subscription(200, 300).debugDescription == "(200: 300)")
    }

    @Test func testableObservableKeepsItsScriptedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]

        #expect(scheduler.createHotObservable(events).recordedEvents == events)
        #expect(scheduler.createColdObservable(events).recordedEvents == events)
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

@Suite(.leakChecked)
struct RecordedTests {
    @Test func buildersStampEventsWithTheirTimes() {
        let next: Recorded<Event<Int>> = .next(210, 1)
        let completed: Recorded<Event<Int>> = .completed(300)
        let error: Recorded<Event<Int>> = .error(250, TestError.boom)

        #expect(next == Recorded(time: 210, value: .next(1)))
        #expect(completed == Recorded(time: 300, value: .completed))
        #expect(error.time == 250)
        #expect(next.debugDescription == "next(1) @ 210")
    }

    @Test func eventsTakesTheEventsOrOneArrayOfThem() {
        let listed = Recorded.events(.next(210, 1), .completed(220))
        let array = Recorded.events([.next(210, 1), .completed(220)])

        #expect(listed == [.next(210, 1), .completed(220)])
        #expect(array == listed)
    }

    @Test func eventsDifferByTimeOrValue() {
        #expect(Recorded<Event<Int>>.next(210, 1) != .next(211, 1))
        #expect(Recorded<Event<Int>>.next(210, 1) != .next(210, 2))
        #expect(Recorded<Event<Int>>.completed(210) != .next(210, 2))
    }

    @Test func errorsAreEqualWhenTheyAreTheSameCaseOfTheSameType() {
        #expect(Event<Int>.error(TestError.boom) == .error(TestError.boom))
        #expect(Event<Int>.error(TestError.boom) != .error(TestError.other))
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
        #expect((Event<Int>.error(TestError.boom) == .error(MarbleError("boom"))) == sameText)
        #expect(Event<Int>.error(MarbleError("x")) == .error(MarbleError("x")))
        #expect(Event<Int>.error(MarbleError("x")) != .error(MarbleError("y")))
    }
}
