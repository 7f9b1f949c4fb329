// Infallible itself (Sources/ProductionRx/Traits/Infallible): create and InfallibleEvent,
// the subscribe forms without onError, the constructors, and the ways in from sequences that
// can fail. Chapter 14.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite("Infallible: create and subscribe", .leakChecked)
struct InfallibleCreateTests {
    @Test func createSendsTheElementsAndTheCompletionItsObserverIsGiven() {
        let numbers = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            return Disposables.create()
        }
        #expect(record(numbers) == [.next(1), .next(2), .completed])
    }

    @Test func createIgnoresEverythingAfterCompletion() {
        let numbers = Infallible<Int>.create { observer in
            observer(.completed)
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        #expect(record(numbers) == [.completed])
    }

    @Test func createRunsTheSubscribeClosureOncePerSubscription() {
        nonisolated(unsafe) var subscriptions = 0
        let numbers = Infallible<Int>.create { observer in
            subscriptions += 1
            observer(.next(subscriptions))
            return Disposables.create()
        }
        #expect(record(numbers) == [.next(1)])
        #expect(record(numbers) == [.next(2)])
    }

    @Test func disposingTheSubscriptionDisposesWhatCreateReturned() {
        nonisolated(unsafe) var disposals = 0
        let numbers = Infallible<Int>.create { _ in Disposables.create { disposals += 1 } }
        let subscription = numbers.subscribe()
        #expect(disposals == 0)
        subscription.dispose()
        #expect(disposals == 1)
    }

    @Test func infallibleEventConvertsToTheEventOfTheSameName() {
        #expect(Seen(InfallibleEvent.next(3).event) == .next(3))
        #expect(Seen(InfallibleEvent<Int>.completed.event) == .completed)
    }

    @Test func subscribeWithClosuresReportsElementsCompletionThenDisposal() {
        nonisolated(unsafe) var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func subscribeWithClosuresReportsDisposalWhenDisposedFirst() {
        nonisolated(unsafe) var log: [String] = []
        let subscription = Infallible<Int>.never().subscribe(onDisposed: { log.append("disposed") })
        #expect(log == [])
        subscription.dispose()
        #expect(log == ["disposed"])
    }

    @Test func subscribeWithAnObjectPassesItFirstAndHoldsItWeakly() {
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
        #expect(screen?.shown == [1])
        screen = nil
        #expect(weakScreen == nil, "the subscription does not keep the object alive")
        relay.accept(2)
        subscription.dispose()
    }

    @Test func subscribeWithAnEventClosureSeesInfallibleEventsWithoutAnErrorCase() {
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
        #expect(seen == ["next(5)", "completed"])
    }

    @Test func anErrorThatSlipsIntoAnEventClosureStopsADebugBuild() async {
        // As RxSwift's subscribe(_:) does in debug (RxSwift/Traits/Infallible/Infallible.swift).
        await #expect(processExitsWith: .failure) {
            let broken = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw TestError.boom }
            _ = broken.subscribe { _ in }
        }
    }
}

@Suite("Infallible: constructors", .leakChecked)
struct InfallibleConstructorTests {
    @Test func justSendsOneElementThenCompletes() {
        #expect(record(Infallible.just(1)) == [.next(1), .completed])
    }

    @Test func justOnASchedulerSendsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(7, scheduler: scheduler) }
        #expect(res.events == [.next(201, 7), .completed(202)])
    }

    @Test func emptyCompletesAndNeverSendsNothing() {
        #expect(record(Infallible<Int>.empty()) == [.completed])
        #expect(record(Infallible<Int>.never()) == [])
    }

    @Test func ofAndFromSendTheElementsInOrder() {
        #expect(record(Infallible.of(1, 2, 3)) == [.next(1), .next(2), .next(3), .completed])
        #expect(record(Infallible.from([4, 5])) == [.next(4), .next(5), .completed])
        #expect(record(Infallible.from(6...7)) == [.next(6), .next(7), .completed])
    }

    @Test func ofAndFromSendOnTheGivenScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let of = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
        #expect(of.events == [.next(201, 1), .next(202, 2), .completed(203)])
        let later = TestScheduler(initialClock: 0)
        let from = later.start { Infallible.from(CollectionOfOne(3), scheduler: later) }
        #expect(from.events == [.next(201, 3), .completed(202)])
    }

    @Test func deferredCallsTheFactoryForEachSubscription() {
        nonisolated(unsafe) var made = 0
        let numbers = Infallible.deferred {
            made += 1
            return Infallible.just(made)
        }
        #expect(made == 0)
        #expect(record(numbers) == [.next(1), .completed])
        #expect(record(numbers) == [.next(2), .completed])
    }

    @Test func repeatElementRepeatsUntilDisposed() {
        implementation.divergence(
            "Infallible.repeatElement, Infallible.interval and Infallible.timer",
            because: "ProductionRx gives Infallible the endless sources that cannot fail; RxSwift's Infallible has none of them.",
            see: "RxSwift/Traits/Infallible/Infallible+Operators.swift",
            productionRx: {
                #if !RXSWIFT
                #expect(record(Infallible.repeatElement("a").take(3)) == [.next("a"), .next("a"), .next("a"), .completed])
                #endif
            },
            rxSwift: {
                // A program written for RxSwift makes the Observable and declares it infallible.
                let repeated = Observable.repeatElement("a").asInfallible(onErrorJustReturn: "")
                #expect(record(repeated.take(3)) == [.next("a"), .next("a"), .next("a"), .completed])
            }
        )
    }

    // Only in ProductionRx, like repeatElement above.
    #if !RXSWIFT
    @Test func intervalCountsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 335) { Infallible<Int>.interval(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(250, 0), .next(300, 1)])
    }

    @Test func timerSendsZeroAfterTheDueTimeThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let once = scheduler.start { Infallible<Int>.timer(.seconds(30), scheduler: scheduler) }
        #expect(once.events == [.next(230, 0), .completed(230)])
    }

    @Test func timerWithAPeriodKeepsCounting() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 300) { Infallible<Int>.timer(.seconds(30), period: .seconds(20), scheduler: scheduler) }
        #expect(res.events == [.next(230, 0), .next(250, 1), .next(270, 2), .next(290, 3)])
    }
    #endif
}

@Suite("Infallible: from sequences that can fail", .leakChecked)
struct AsInfallibleTests {
    @Test func onErrorJustReturnSendsTheElementInPlaceOfTheError() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError.boom))
        #expect(record(failing.asInfallible(onErrorJustReturn: 0)) == [.next(1), .next(0), .completed])
    }

    @Test func onErrorFallbackToContinuesWithTheFallback() {
        let failing = Observable<Int>.concat(.just(1), .error(TestError.boom))
        #expect(record(failing.asInfallible(onErrorFallbackTo: .of(8, 9))) == [.next(1), .next(8), .next(9), .completed])
    }

    @Test func onErrorRecoverIsGivenTheError() {
        nonisolated(unsafe) var recovered: [String] = []
        let failing = Observable<Int>.error(TestError.boom)
        let safe = failing.asInfallible(onErrorRecover: { error in
            recovered.append("\(error)")
            return .just(-1)
        })
        #expect(record(safe) == [.next(-1), .completed])
        #expect(recovered == ["boom"])
    }

    @Test func aSequenceWithoutAnErrorPassesThroughUnchanged() {
        #expect(record(Observable.of(1, 2).asInfallible(onErrorJustReturn: 0)) == [.next(1), .next(2), .completed])
    }

    @Test func traitsConvertToo() {
        #expect(record(Single<Int>.error(TestError.boom).asInfallible(onErrorJustReturn: 3)) == [.next(3), .completed])
    }

    @Test func relaysAreInfallibleAsTheyAre() {
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
        #expect(seen == ["behavior 0", "replay 5", "publish 1", "behavior 2", "replay 3"])
        subscriptions.forEach { $0.dispose() }
    }
}
