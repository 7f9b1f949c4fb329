// The operators traits mirror from Observable keep the trait and behave like the
// Observable operator underneath. Chapters 11 and 12.
import ProductionRx
import ProductionRxTest
import XCTest

/// Trait operators
final class MirroredOperatorTests: RxTestCase {
    func testSingleDoRunsItsCallbacksAroundTheElement() {
        let log = Log()
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("onSubscribe") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(log.entries, ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onDispose"])
    }

    func testSingleDoThatThrowsFails() {
        let failing = Single.just(1).do(onSuccess: { _ in throw TestError.boom })
        XCTAssertEqual(record(failing.asObservable()), [.error("boom")])
    }

    func testMaybeDoSeesCompletion() {
        let log = Log()
        _ = Maybe<Int>.empty().do(onCompleted: { log.append("onCompleted") }).subscribe()
        XCTAssertEqual(log.entries, ["onCompleted"])
    }

    func testCompletableDoSeesTheError() {
        let log = Log()
        _ = Completable.error(TestError.boom).do(onError: { log.append("onError \($0)") }).subscribe(onError: { _ in })
        XCTAssertEqual(log.entries, ["onError boom"])
    }

    func testSingleFilterIsAMaybe() {
        let kept: Maybe<Int> = Single.just(2).filter { $0.isMultiple(of: 2) }
        let dropped: Maybe<Int> = Single.just(3).filter { $0.isMultiple(of: 2) }
        XCTAssertEqual(record(kept.asObservable()), [.next(2), .completed])
        XCTAssertEqual(record(dropped.asObservable()), [.completed])
    }

    func testCompactMapDropsNil() {
        XCTAssertTrue(record(Single.just("7").compactMap { (text: String) in Int(text) }.asObservable()) == [.next(7), .completed])
        XCTAssertTrue(record(Maybe.just("x").compactMap { (text: String) in Int(text) }.asObservable()) == [.completed])
    }

    func testMaybeFilter() {
        XCTAssertTrue(record(Maybe.just(5).filter { $0 > 3 }.asObservable()) == [.next(5), .completed])
    }

    func testMaybeIfEmptyDefaultIsASingle() {
        let value: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 9)
        XCTAssertEqual(record(value.asObservable()), [.next(9), .completed])
        XCTAssertEqual(record(Maybe.just(1).ifEmpty(default: 9).asObservable()), [.next(1), .completed])
    }

    func testMaybeIfEmptySwitchesToAnotherTrait() {
        let single: Single<Int> = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(4))
        let maybe: Maybe<Int> = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(5))
        XCTAssertEqual(record(single.asObservable()), [.next(4), .completed])
        XCTAssertEqual(record(maybe.asObservable()), [.next(5), .completed])
    }

    func testCompletableConcatRunsInOrderAndStopsAtTheFirstError() {
        let log = Log()
        func step(_ name: String, fails: Bool = false) -> Completable {
            Completable.create { observer in
                log.append(name)
                observer(fails ? .error(TestError.boom) : .completed)
                return Disposables.create()
            }
        }
        _ = Completable.concat(step("a"), step("b", fails: true), step("c")).subscribe(onError: { log.append("error \($0)") })
        XCTAssertEqual(log.entries, ["a", "b", "error boom"])
    }

    func testCompletableZipCompletesWhenAllHave() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = Log()
        _ = Completable.zip(first.completable, second.completable).subscribe(onCompleted: { log.append("completed") })
        XCTAssertTrue(first.subscriptions == 1 && second.subscriptions == 1, "zip runs them at the same time")
        first.send(.completed)
        XCTAssertEqual(log.entries, [])
        second.send(.completed)
        XCTAssertEqual(log.entries, ["completed"])
    }
}

/// Trait operators on schedulers
final class MirroredSchedulerOperatorTests: RxTestCase {
    func testObserveOnKeepsTheTraitAndDeliversOnTheScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let single: Single<Int> = Single.just(1).observe(on: scheduler)
        scheduler.scheduleAt(100) { _ = single.asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(101, 1), .completed(102)])
    }

    func testSubscribeOnKeepsTheTraitAndSubscribesOnTheScheduler() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let completable: Completable = Completable.create { observer in
            log.append("subscribed at \(scheduler.clock)")
            observer(.completed)
            return Disposables.create()
        }.subscribe(on: scheduler)
        scheduler.scheduleAt(50) { _ = completable.subscribe() }
        scheduler.start()
        XCTAssertEqual(log.entries, ["subscribed at 51"])
    }
}

final class TraitFlatMapTests: RxTestCase {
    func testSingleFlatMapChainsTwoRequests() {
        let chained = Single.just(2).flatMap { value in Single.just(value * 10) }
        XCTAssertEqual(record(chained.asObservable()), [.next(20), .completed])
    }

    func testSingleFlatMapFailsWithTheFirstFailureAndNeverRunsTheSelector() {
        nonisolated(unsafe) var calls = 0
        let chained = Single<Int>.error(TestError.boom).flatMap { value -> Single<Int> in
            calls += 1
            return Single.just(value)
        }
        XCTAssertEqual(record(chained.asObservable()), [.error("boom")])
        XCTAssertEqual(calls, 0)
    }

    func testSingleFlatMapSelectorThatThrowsFails() {
        let chained = Single.just(1).flatMap { _ -> Single<Int> in throw TestError.boom }
        XCTAssertEqual(record(chained.asObservable()), [.error("boom")])
    }

    func testDisposingAFlatMappedSingleDisposesTheInnerRequest() {
        let inner = ManualSource<Int>()
        let log = Log()
        let subscription = Single.just(1).flatMap { _ in inner.single }.subscribe(onSuccess: { log.append("success \($0)") })
        XCTAssertEqual(inner.subscriptions, 1)
        subscription.dispose()
        inner.succeed(5)
        XCTAssertEqual(inner.disposals, 1)
        XCTAssertEqual(log.entries, [])
    }

    func testFlatMapMaybeAndFlatMapCompletableKeepTheTraitOfTheInner() {
        let maybe: Maybe<Int> = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
        let completable: Completable = Single.just(1).flatMapCompletable { _ in Completable.empty() }
        XCTAssertEqual(record(maybe.asObservable()), [.completed])
        XCTAssertEqual(record(completable.asObservable()), [.completed])
    }

    func testMaybeFlatMapSkipsTheSelectorWhenEmpty() {
        nonisolated(unsafe) var calls = 0
        let chained = Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
            calls += 1
            return Maybe.just(value)
        }
        XCTAssertEqual(record(chained.asObservable()), [.completed])
        XCTAssertEqual(calls, 0)
        XCTAssertTrue(record(Maybe.just(3).flatMap { Maybe.just($0 + 1) }.asObservable()) == [.next(4), .completed])
    }
}

/// Trait time operators
final class TraitTimeOperatorTests: RxTestCase {
    func testDelayedSingleSucceedsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler).asObservable() }
        // Completion follows one tick later: the test scheduler simulates processing time
        // for work scheduled "now", as RxTest's does (see DelayTests).
        XCTAssertEqual(result.events, [.next(230, 1), .completed(231)])
    }

    func testDelaySubscriptionStartsTheWorkLater() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) var subscribedAt: [Int] = []
        let result = scheduler.start {
            Single<Int>.create { observer in
                subscribedAt.append(scheduler.clock)
                observer(.success(7))
                return Disposables.create()
            }
            .delaySubscription(.seconds(50), scheduler: scheduler)
            .asObservable()
        }
        XCTAssertEqual(subscribedAt, [250])
        XCTAssertEqual(result.events, [.next(250, 7), .completed(250)])
    }

    func testTimeoutFailsASingleThatAnswersTooLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = Single<Int>.timer(.seconds(100), scheduler: scheduler)
        let result = scheduler.start { slow.timeout(.seconds(20), scheduler: scheduler).asObservable() }
        XCTAssertEqual(result.events, [.error(220, RxError.timeout)])
    }

    func testTimeoutSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = Single<Int>.timer(.seconds(100), scheduler: scheduler)
        let result = scheduler.start { slow.timeout(.seconds(20), other: Single.just(9), scheduler: scheduler).asObservable() }
        XCTAssertEqual(result.events, [.next(220, 9), .completed(220)])
    }

    func testTimerSingleSendsZeroThenEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(result.events, [.next(210, 0), .completed(210)])
    }
}
