// Chapter 13 (Units): creating a Driver or a Signal directly. Every creation operator sends
// on `SharingScheduler.make()` (here a test scheduler, through `SharingScheduler.mock`), so
// even `just` delivers on the unit's scheduler, not inline.
//
// As in RxCocoa/Traits/SharedSequence/SharedSequence.swift (these tests also run against it,
// in Tools/AgainstRxSwift): `just` and `empty` are the plain operators behind
// `subscribe(on: SharingStrategy.scheduler)`, `of` and `from` pass the scheduler to
// `Observable.from`, `never` is not scheduled at all, and `deferred`, `interval` and `timer`
// share (the others are wrapped without sharing).
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

/// Units: creation
final class SharedSequenceCreationTests: VirtualClockTestCase {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    override func makeScheduler() -> TestScheduler { TestScheduler(initialClock: 0) }

    func testJustSendsItsElementAndCompletesOnTheSharingScheduler() {
        // One tick after the subscription at 200: the element is scheduled, not sent inline.
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver.just(1) } }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
    }

    func testEmptyCompletesOnTheSharingScheduler() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Signal<Int>.empty() } }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func testNeverSendsNothingUntilDisposed() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver<Int>.never() } }
        XCTAssertTrue(res.events.isEmpty)
    }

    func testOfSendsEachElementAsItsOwnStepOnTheSharingScheduler() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver.of(1, 2, 3) } }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testFromArraySequenceAndOptionalSendTheirElementsOnTheSharingScheduler() {
        let array = mockingSharingScheduler(scheduler) { scheduler.start { Signal.from([1, 2]) } }
        XCTAssertEqual(array.events, [.next(201, 1), .next(202, 2), .completed(203)])

        let sequenceScheduler = TestScheduler(initialClock: 0)
        let sequence = mockingSharingScheduler(sequenceScheduler) { sequenceScheduler.start { Driver.from(1...2) } }
        XCTAssertEqual(sequence.events, [.next(201, 1), .next(202, 2), .completed(203)])

        let someScheduler = TestScheduler(initialClock: 0)
        let some = mockingSharingScheduler(someScheduler) { someScheduler.start { Driver.from(optional: 7) } }
        XCTAssertEqual(some.events, [.next(201, 7), .completed(202)])

        let noneScheduler = TestScheduler(initialClock: 0)
        let none = mockingSharingScheduler(noneScheduler) { noneScheduler.start { Driver<Int>.from(optional: nil) } }
        XCTAssertEqual(none.events, [.completed(201)])
    }

    func testDeferredCallsItsFactoryForEachSubscriptionAndSharesTheResult() {
        nonisolated(unsafe) var calls = 0
        let observers = (0..<2).map { _ in scheduler.createObserver(Int.self) }
        mockingSharingScheduler(scheduler) {
            let driver = Driver.deferred {
                calls += 1
                return Driver.just(calls)
            }
            // Two subscribers at once share one subscription, so one call; a third after the
            // first connection ended makes a new one.
            scheduler.scheduleAt(200) { observers.forEach { _ = driver.asObservable().subscribe($0) } }
            scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(self.scheduler.createObserver(Int.self)) }
            scheduler.start()
        }
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(observers[0].events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(observers[1].events, observers[0].events)
    }

    func testIntervalCountsOnTheSharingSchedulerUntilDisposed() {
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
        }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    func testTimerWaitsItsDueTimeThenCountsEveryPeriod() {
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start(disposed: 255) { Signal<Int>.timer(.seconds(30), period: .seconds(10)) }
        }
        XCTAssertEqual(res.events, [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    func testAsSharedSequenceAndAsObservableHandOutTheUnitAndItsSequence() {
        mockingSharingScheduler(scheduler) {
            let driver = Driver.just(1)
            let same: Driver<Int> = driver.asSharedSequence()
            XCTAssertTrue(same.asObservable() === driver.asObservable())
            XCTAssertTrue(driver.asDriver().asObservable() === driver.asObservable())
            let signal = Signal.just(1)
            XCTAssertTrue(signal.asSignal().asObservable() === signal.asObservable())
        }
    }
}
