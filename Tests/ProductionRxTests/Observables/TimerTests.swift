// `Observable.interval` and `Observable.timer` (Sources/ProductionRx/Observables/Timer.swift),
// in virtual time. Chapter 8 ("Testing in virtual time").
import ProductionRx
import ProductionRxTest
import XCTest

final class IntervalTests: RxTestCase {
    func testIntervalSendsZeroOnePeriodAfterSubscribingThenCountsUpEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 255) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }

        //        interval(10), subscribed at 200, disposed at 255
        assertMarbles(res.events, "-01234")
    }

    func testIntervalNeverCompletesAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        // Disposal at 250 was scheduled before the tick due at 250, so it runs first.
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        }

        assertEvents(res.events, equal: [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        XCTAssertEqual(scheduler.clock, 250)
    }

    func testIntervalGivesEachSubscriptionItsOwnCounter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = Observable<Int>.interval(.seconds(20), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(200) { subscriptions.append(ticks.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(ticks.subscribe(second)) }
        scheduler.scheduleAt(275) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(first.events, equal: [.next(220, 0), .next(240, 1), .next(260, 2)])
        assertEvents(second.events, equal: [.next(250, 0), .next(270, 1)])
    }

    func testIntervalCounterWrapsAroundAtTheTypesMaximum() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 200 + 130) {
            Observable<Int8>.interval(.seconds(1), scheduler: scheduler)
        }

        let values = res.events.compactMap(\.value.element)
        XCTAssertEqual(values.count, 129)
        XCTAssertEqual(values[127], 127)
        XCTAssertEqual(values[128], -128)
    }
}

final class TimerTests: RxTestCase {
    func testOneShotTimerSendsZeroAfterTheDueTimeAndCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int>.timer(.seconds(30), scheduler: scheduler)
        }

        //        timer(30), subscribed at 200
        assertMarbles(res.events, "---(0|)")
    }

    func testOneShotTimerWithZeroDueTimeFiresOneTickLaterOnTheTestScheduler() {
        // Work scheduled "now" runs one tick later on a TestScheduler that simulates
        // processing delay (the default), as RxSwift's testOneShotTimer_TimeSpan_Zero pins
        // (`Tests/RxSwiftTests/Observable+TimerTests.swift`).
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int>.timer(.seconds(0), scheduler: scheduler)
        }

        assertEvents(res.events, equal: [.next(201, 0), .completed(201)])
    }

    func testOneShotTimerDisposedBeforeItsDueTimeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 229) {
            Observable<Int>.timer(.seconds(30), scheduler: scheduler)
        }

        assertEvents(res.events, equal: [])
        XCTAssertEqual(scheduler.clock, 229)
    }

    func testPeriodicTimerSendsZeroAfterTheDueTimeThenCountsUpEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 285) {
            Observable<Int>.timer(.seconds(30), period: .seconds(10), scheduler: scheduler)
        }

        //        timer(30, period: 10), subscribed at 200, disposed at 285
        assertMarbles(res.events, "---012345")
    }

    func testPeriodicTimerNeverCompletesAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start(disposed: 260) {
            Observable<Int>.timer(.seconds(5), period: .seconds(20), scheduler: scheduler)
        }

        assertEvents(res.events, equal: [.next(205, 0), .next(225, 1), .next(245, 2)])
        XCTAssertEqual(scheduler.clock, 260)
    }
}
