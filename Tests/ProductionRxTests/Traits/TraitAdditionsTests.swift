// The trait members RxSwift 6 has that chapter 12 did not build: `Completable.concat(_:)` as
// an instance method, `Maybe.catchAndReturn(_:)`, and `timer` declared on
// `PrimitiveSequenceType` (`RxSwift/Traits/PrimitiveSequence/Completable.swift`, `Maybe.swift`,
// `PrimitiveSequence.swift`). Chapters 11 and 12.
import ProductionRx
import ProductionRxTest
import XCTest

/// Subscribes to `first.concat(second)`, two hand-driven Completables, and returns the log of
/// how it ends ("completed", or "error" and the error).
private func endingOfConcat(_ first: ManualSource<Never>, _ second: ManualSource<Never>) -> Log {
    let log = Log()
    _ = first.completable.concat(second.completable)
        .subscribe(onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") })
    return log
}

final class TraitAdditionsTests: RxTestCase {
    func testCompletableConcatSubscribesToTheSecondOnlyAfterTheFirstCompletes() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = endingOfConcat(first, second)

        XCTAssertEqual(first.subscriptions, 1)
        XCTAssertEqual(second.subscriptions, 0)
        first.send(.completed)
        XCTAssertEqual(second.subscriptions, 1)
        XCTAssertEqual(log.entries, [])
        second.send(.completed)
        XCTAssertEqual(log.entries, ["completed"])
    }

    func testCompletableConcatFailsWithTheFirstsErrorAndNeverSubscribesToTheSecond() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = endingOfConcat(first, second)
        first.send(.error(TestError.boom))

        XCTAssertEqual(log.entries, ["error boom"])
        XCTAssertEqual(second.subscriptions, 0)
    }

    func testDisposingACompletableConcatDisposesTheRunningOne() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()

        let subscription = first.completable.concat(second.completable).subscribe()
        first.send(.completed)
        subscription.dispose()

        XCTAssertEqual(second.disposals, 1)
    }

    func testMaybeCatchAndReturnSucceedsWithTheElementInsteadOfFailing() {
        XCTAssertEqual(record(Maybe<Int>.error(TestError.boom).catchAndReturn(0).asObservable()), [.next(0), .completed])
    }

    func testMaybeCatchAndReturnLeavesASuccessAndAnEmptyCompletionAlone() {
        XCTAssertEqual(record(Maybe.just(5).catchAndReturn(0).asObservable()), [.next(5), .completed])
        XCTAssertEqual(record(Maybe<Int>.empty().catchAndReturn(0).asObservable()), [.completed])
    }

    /// Compiles only if `timer` is declared on `PrimitiveSequenceType`, as RxSwift declares it.
    private func timer<Sequence: PrimitiveSequenceType>(
        _ type: Sequence.Type,
        scheduler: TestScheduler
    ) -> PrimitiveSequence<Sequence.Trait, Sequence.Element> where Sequence.Element: RxAbstractInteger {
        Sequence.timer(.seconds(30), scheduler: scheduler)
    }

    func testTimerIsAvailableOnEveryPrimitiveSequenceType() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { self.timer(Single<Int>.self, scheduler: scheduler).asObservable() }

        assertEvents(res.events, equal: [.next(230, 0), .completed(230)])
    }

    func testMaybeTimerSendsZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start { Maybe<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }

        assertEvents(res.events, equal: [.next(210, 0), .completed(210)])
    }
}
