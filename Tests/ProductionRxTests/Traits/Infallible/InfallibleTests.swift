// Infallible itself (Sources/ProductionRx/Traits/Infallible): create and InfallibleEvent,
// the subscribe forms without onError, the constructors, and the ways in from sequences that
// can fail. Chapter 14.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

/// Infallible: create and subscribe
final class InfallibleCreateTests: RxTestCase {
    func testCreateSendsTheElementsAndTheCompletionItsObserverIsGiven() {
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        XCTAssertEqual(record(numbers), [.next(1), .next(2), .completed])
    }

    func testCreateIgnoresEverythingAfterCompletion() {
        let numbers = Infallible<Int>.create { observer in
            observer(.completed)
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        XCTAssertEqual(record(numbers), [.completed])
    }

    func testCreateRunsTheSubscribeClosureOncePerSubscription() {
        nonisolated(unsafe) var subscriptions = 0
        let numbers = Infallible<Int>.create { observer in
            subscriptions += 1
            observer(.next(subscriptions))
            return Disposables.create()
        }
        XCTAssertEqual(record(numbers), [.next(1)])
        XCTAssertEqual(record(numbers), [.next(2)])
    }

    func testDisposingTheSubscriptionDisposesWhatCreateReturned() {
        nonisolated(unsafe) var disposals = 0
        let numbers = Infallible<Int>.create { _ in Disposables.create { disposals += 1 } }
        let subscription = numbers.subscribe()
        XCTAssertEqual(disposals, 0)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func testInfallibleEventConvertsToTheEventOfTheSameName() {
        XCTAssertEqual(Seen(InfallibleEvent.next(3).event), .next(3))
        XCTAssertEqual(Seen(InfallibleEvent<Int>.completed.event), .completed)
    }

    func testSubscribeWithClosuresReportsElementsCompletionThenDisposal() {
        nonisolated(unsafe) var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeWithClosuresReportsDisposalWhenDisposedFirst() {
        nonisolated(unsafe) var log: [String] = []
        let subscription = Infallible<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, [])
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testSubscribeWithAnObjectPassesItFirstAndHoldsItWeakly() {
        final class Screen {
            var shown: [Int] = []
            nonisolated(unsafe) var completed = false
        }
        let relay = PublishRelay<Int>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subscription = relay.asInfallible().subscribe(
            with: screen!,
            onNext: { screen, value in screen.shown.append(value) },
            onCompleted: { screen in screen.completed = true }
        )
        relay.accept(1)
        XCTAssertEqual(screen?.shown, [1])
        screen = nil
        XCTAssertNil(weakScreen, "the subscription does not keep the object alive")
        relay.accept(2)
        subscription.dispose()
    }

    func testSubscribeWithAnEventClosureSeesInfallibleEventsWithoutAnErrorCase() {
        // The switch needs no `error` case: the closure is given `InfallibleEvent`s, as in
        // RxSwift (RxSwift/Traits/Infallible/Infallible.swift).
        nonisolated(unsafe) var seen: [String] = []
        _ = Infallible.just(5).subscribe { event in
            switch event {
            case .next(let element):
                seen.append("next(\(element))")
            case .completed:
                seen.append("completed")
            }
        }
        XCTAssertEqual(seen, ["next(5)", "completed"])
    }

}

/// The tests of InfallibleCreateTests that need a process of their own (exit tests, which XCTest
/// has not).
@Suite("Infallible: create and subscribe: exit tests", .leakChecked)
struct InfallibleCreateExitTests {
    @Test func anErrorThatSlipsIntoAnEventClosureStopsADebugBuild() async {
        // As RxSwift's subscribe(_:) does in debug (RxSwift/Traits/Infallible/Infallible.swift).
        await #expect(processExitsWith: .failure) {
            let broken = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw TestError.boom }
            _ = broken.subscribe { _ in }
        }
    }
}

/// Infallible: constructors
final class InfallibleConstructorTests: RxTestCase {
    func testJustSendsOneElementThenCompletes() {
        XCTAssertEqual(record(Infallible.just(1)), [.next(1), .completed])
    }

    func testJustOnASchedulerSendsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testEmptyCompletesAndNeverSendsNothing() {
        XCTAssertEqual(record(Infallible<Int>.empty()), [.completed])
        XCTAssertEqual(record(Infallible<Int>.never()), [])
    }

    func testOfAndFromSendTheElementsInOrder() {
        XCTAssertEqual(record(Infallible.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(record(Infallible.from([4, 5])), [.next(4), .next(5), .completed])
        XCTAssertEqual(record(Infallible.from(6...7)), [.next(6), .next(7), .completed])
    }

    func testOfAndFromSendOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let of = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let later = TestScheduler(initialClock: 0)
        let from = later.start { Infallible.from(CollectionOfOne(3), scheduler: later) }
        XCTAssertEqual(from.events, [.next(201, 3), .completed(202)])
    }

    func testDeferredCallsTheFactoryForEachSubscription() {
        nonisolated(unsafe) var made = 0
        let numbers = Infallible.deferred {
            made += 1
            return Infallible.just(made)
        }
        XCTAssertEqual(made, 0)
        XCTAssertEqual(record(numbers), [.next(1), .completed])
        XCTAssertEqual(record(numbers), [.next(2), .completed])
    }

    func testRepeatElementRepeatsUntilDisposed() {
        implementation.divergence(
            "Infallible.repeatElement, Infallible.interval and Infallible.timer",
            because: "ProductionRx gives Infallible the endless sources that cannot fail; RxSwift's Infallible has none of them.",
            see: "RxSwift/Traits/Infallible/Infallible+Operators.swift",
            productionRx: {
                #if !RXSWIFT
                XCTAssertEqual(record(Infallible.repeatElement("a").take(3)), [.next("a"), .next("a"), .next("a"), .completed])
                #endif
            },
            rxSwift: {
                // A program written for RxSwift makes the Observable and declares it infallible.
                let repeated = Observable.repeatElement("a").asInfallible(onErrorJustReturn: "")
                XCTAssertEqual(record(repeated.take(3)), [.next("a"), .next("a"), .next("a"), .completed])
            }
        )
    }

    // Only in ProductionRx, like repeatElement above.
    #if !RXSWIFT
    func testIntervalCountsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 335) { Infallible<Int>.interval(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .next(300, 1)])
    }

    func testTimerSendsZeroAfterTheDueTimeThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Infallible<Int>.timer(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(once.events, [.next(230, 0), .completed(230)])
    }

    func testTimerWithAPeriodKeepsCounting() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 300) { Infallible<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 0), .next(250, 1), .next(270, 2), .next(290, 3)])
    }
    #endif
}

/// Infallible: from sequences that can fail
final class AsInfallibleTests: RxTestCase {
    func testOnErrorJustReturnSendsTheElementInPlaceOfTheError() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError.boom))
        XCTAssertEqual(record(failing.asInfallible(onErrorJustReturn: 0)), [.next(1), .next(0), .completed])
    }

    func testOnErrorFallbackToContinuesWithTheFallback() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError.boom))
        XCTAssertEqual(record(failing.asInfallible(onErrorFallbackTo: .of(8, 9))), [.next(1), .next(8), .next(9), .completed])
    }

    func testOnErrorRecoverIsGivenTheError() {
        nonisolated(unsafe) var recovered: [String] = []
        let failing = Observable<Int>.error(TestError.boom)
        let safe = failing.asInfallible(onErrorRecover: { error in
            recovered.append("\(error)")
            return .just(-1)
        })
        XCTAssertEqual(record(safe), [.next(-1), .completed])
        XCTAssertEqual(recovered, ["boom"])
    }

    func testASequenceWithoutAnErrorPassesThroughUnchanged() {
        XCTAssertEqual(record(Observable.of(1, 2).asInfallible(onErrorJustReturn: 0)), [.next(1), .next(2), .completed])
    }

    func testTraitsConvertToo() {
        XCTAssertEqual(record(Single<Int>.error(TestError.boom).asInfallible(onErrorJustReturn: 3)), [.next(3), .completed])
    }

    func testRelaysAreInfallibleAsTheyAre() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        nonisolated(unsafe) var seen: [String] = []
        let subscriptions = [
            publish.asInfallible().subscribe(onNext: { seen.append("publish \($0)") }),
            behavior.asInfallible().subscribe(onNext: { seen.append("behavior \($0)") }),
            replay.asInfallible().subscribe(onNext: { seen.append("replay \($0)") }),
        ]
        publish.accept(1)
        behavior.accept(2)
        replay.accept(3)
        XCTAssertEqual(seen, ["behavior 0", "replay 5", "publish 1", "behavior 2", "replay 3"])
        subscriptions.forEach { $0.dispose() }
    }
}
