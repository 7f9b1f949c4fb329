// The trait members RxSwift 6 has that chapter 12 did not build: `Completable.concat(_:)` as
// an instance method, `Maybe.catchAndReturn(_:)`, and `timer` declared on
// `PrimitiveSequenceType` (`RxSwift/Traits/PrimitiveSequence/Completable.swift`, `Maybe.swift`,
// `PrimitiveSequence.swift`). Chapters 11 and 12.
import ProductionRx
import ProductionRxTest
import Testing

/// Subscribes to `first.concat(second)`, two hand-driven Completables, and returns the log of
/// how it ends ("completed", or "error" and the error).
private func endingOfConcat(_ first: ManualSource<Never>, _ second: ManualSource<Never>) -> Log {
    let log = Log()
    _ = first.completable.concat(second.completable)
        .subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
    return log
}

@Suite("Trait additions", .leakChecked)
struct TraitAdditionsTests {
    @Test func completableConcatSubscribesToTheSecondOnlyAfterTheFirstCompletes() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = endingOfConcat(first, second)

        #expect(first.subscriptions == 1)
        #expect(second.subscriptions == 0)
        first.send(.completed)
        #expect(second.subscriptions == 1)
        #expect(log.entries == [])
        second.send(.completed)
        #expect(log.entries == ["completed"])
    }

    @Test func completableConcatFailsWithTheFirstsErrorAndNeverSubscribesToTheSecond() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = endingOfConcat(first, second)
        first.send(.error(TestError.boom))

        #expect(log.entries == ["error boom"])
        #expect(second.subscriptions == 0)
    }

    @Test func disposingACompletableConcatDisposesTheRunningOne() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()

        let subscription = first.completable.concat(second.completable).subscribe()
        first.send(.completed)
        subscription.dispose()

        #expect(second.disposals == 1)
    }

    @Test func maybeCatchAndReturnSucceedsWithTheElementInsteadOfFailing() {
        #expect(record(Maybe<Int>.error(TestError.boom).catchAndReturn(0).asObservable()) == [.next(0), .completed])
    }

    @Test func maybeCatchAndReturnLeavesASuccessAndAnEmptyCompletionAlone() {
        #expect(record(Maybe.just(5).catchAndReturn(0).asObservable()) == [.next(5), .completed])
        #expect(record(Maybe<Int>.empty().catchAndReturn(0).asObservable()) == [.completed])
    }

    /// Compiles only if `timer` is declared on `PrimitiveSequenceType`, as RxSwift declares it.
    private func timer<Sequence: PrimitiveSequenceType>(
        _ type: Sequence.Type,
        scheduler: TestScheduler
    ) -> PrimitiveSequence<Sequence.Trait, Sequence.Element> where Sequence.Element: RxAbstractInteger {
        Sequence.timer(.seconds(30), scheduler: scheduler)
    }

    @Test func timerIsAvailableOnEveryPrimitiveSequenceType() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { self.timer(Single<Int>.self, scheduler: scheduler).asObservable() }

        assertEvents(res.events, equal: [.next(230, 0), .completed(230)])
    }

    @Test func maybeTimerSendsZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Maybe<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }

        assertEvents(res.events, equal: [.next(210, 0), .completed(210)])
    }
}
