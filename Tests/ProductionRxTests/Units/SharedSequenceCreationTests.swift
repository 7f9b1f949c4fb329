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
import Testing

@Suite("Units: creation", .leakChecked)
struct SharedSequenceCreationTests {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0) }
    var scheduler: TestScheduler { clock.value }

    @Test func justSendsItsElementAndCompletesOnTheSharingScheduler() {
        // One tick after the subscription at 200: the element is scheduled, not sent inline.
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver.just(1) } }
        #expect(res.events == [.next(201, 1), .completed(201)])
    }

    @Test func emptyCompletesOnTheSharingScheduler() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Signal<Int>.empty() } }
        #expect(res.events == [.completed(201)])
    }

    @Test func neverSendsNothingUntilDisposed() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver<Int>.never() } }
        #expect(res.events.isEmpty)
    }

    @Test func ofSendsEachElementAsItsOwnStepOnTheSharingScheduler() {
        let res = mockingSharingScheduler(scheduler) { scheduler.start { Driver.of(1, 2, 3) } }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    @Test func fromArraySequenceAndOptionalSendTheirElementsOnTheSharingScheduler() {
        let array = mockingSharingScheduler(scheduler) { scheduler.start { Signal.from([1, 2]) } }
        #expect(array.events == [.next(201, 1), .next(202, 2), .completed(203)])

        let sequenceScheduler = TestScheduler(initialClock: 0)
        let sequence = mockingSharingScheduler(sequenceScheduler) { sequenceScheduler.start { Driver.from(1...2) } }
        #expect(sequence.events == [.next(201, 1), .next(202, 2), .completed(203)])

        let someScheduler = TestScheduler(initialClock: 0)
        let some = mockingSharingScheduler(someScheduler) { someScheduler.start { Driver.from(optional: 7) } }
        #expect(some.events == [.next(201, 7), .completed(202)])

        let noneScheduler = TestScheduler(initialClock: 0)
        let none = mockingSharingScheduler(noneScheduler) { noneScheduler.start { Driver<Int>.from(optional: nil) } }
        #expect(none.events == [.completed(201)])
    }

    @Test func deferredCallsItsFactoryForEachSubscriptionAndSharesTheResult() {
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
            scheduler.scheduleAt(300) { _ = driver.asObservable().subscribe(scheduler.createObserver(Int.self)) }
            scheduler.start()
        }
        #expect(calls == 2)
        #expect(observers[0].events == [.next(201, 1), .completed(201)])
        #expect(observers[1].events == observers[0].events)
    }

    @Test func intervalCountsOnTheSharingSchedulerUntilDisposed() {
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
        }
        #expect(res.events == [.next(210, 0), .next(220, 1), .next(230, 2)])
    }

    @Test func timerWaitsItsDueTimeThenCountsEveryPeriod() {
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start(disposed: 255) { Signal<Int>.timer(.seconds(30), period: .seconds(10)) }
        }
        #expect(res.events == [.next(230, 0), .next(240, 1), .next(250, 2)])
    }

    @Test func asSharedSequenceAndAsObservableHandOutTheUnitAndItsSequence() {
        mockingSharingScheduler(scheduler) {
            let driver = Driver.just(1)
            let same: Driver<Int> = driver.asSharedSequence()
            #expect(same.asObservable() === driver.asObservable())
            #expect(driver.asDriver().asObservable() === driver.asObservable())
            let signal = Signal.just(1)
            #expect(signal.asSignal().asObservable() === signal.asObservable())
        }
    }
}
