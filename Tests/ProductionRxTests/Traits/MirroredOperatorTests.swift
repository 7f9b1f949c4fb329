// The operators traits mirror from Observable keep the trait and behave like the
// Observable operator underneath. Chapters 11 and 12.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("Trait operators", .leakChecked)
struct MirroredOperatorTests {
    @Test func singleDoRunsItsCallbacksAroundTheElement() {
        let log = Log()
        _ = Single.just(1)
            .do(
                onSuccess: { log.append("onSuccess \($0)") },
                afterSuccess: { log.append("afterSuccess \($0)") },
                onSubscribe: { log.append("onSubscribe") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onSuccess: { log.append("success \($0)") })
        #expect(log.entries == ["onSubscribe", "onSuccess 1", "success 1", "afterSuccess 1", "onDispose"])
    }

    @Test func singleDoThatThrowsFails() {
        let failing = Single.just(1).do(onSuccess: { _ in throw TestError.boom })
        #expect(record(failing.asObservable()) == [.error("boom")])
    }

    @Test func maybeDoSeesCompletion() {
        let log = Log()
        _ = Maybe<Int>.empty().do(onCompleted: { log.append("onCompleted") }).subscribe()
        #expect(log.entries == ["onCompleted"])
    }

    @Test func completableDoSeesTheError() {
        let log = Log()
        _ = Completable.error(TestError.boom).do(onError: { log.append("onError \($0)") }).subscribe(onError: { _ in })
        #expect(log.entries == ["onError boom"])
    }

    @Test func singleFilterIsAMaybe() {
        let kept: Maybe<Int> = Single.just(2).filter { $0.isMultiple(of: 2) }
        let dropped: Maybe<Int> = Single.just(3).filter { $0.isMultiple(of: 2) }
        #expect(record(kept.asObservable()) == [.next(2), .completed])
        #expect(record(dropped.asObservable()) == [.completed])
    }

    @Test func compactMapDropsNil() {
        #expect(record(Single.just("7").compactMap { (text: String) in Int(text) }.asObservable()) == [.next(7), .completed])
        #expect(record(Maybe.just("x").compactMap { (text: String) in Int(text) }.asObservable()) == [.completed])
    }

    @Test func maybeFilter() {
        #expect(record(Maybe.just(5).filter { $0 > 3 }.asObservable()) == [.next(5), .completed])
    }

    @Test func maybeIfEmptyDefaultIsASingle() {
        let value: Single<Int> = Maybe<Int>.empty().ifEmpty(default: 9)
        #expect(record(value.asObservable()) == [.next(9), .completed])
        #expect(record(Maybe.just(1).ifEmpty(default: 9).asObservable()) == [.next(1), .completed])
    }

    @Test func maybeIfEmptySwitchesToAnotherTrait() {
        let single: Single<Int> = Maybe<Int>.empty().ifEmpty(switchTo: Single.just(4))
        let maybe: Maybe<Int> = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(5))
        #expect(record(single.asObservable()) == [.next(4), .completed])
        #expect(record(maybe.asObservable()) == [.next(5), .completed])
    }

    @Test func completableConcatRunsInOrderAndStopsAtTheFirstError() {
        let log = Log()
        func step(_ name: String, fails: Bool = false) -> Completable {
            Completable.create { observer in
                log.append(name)
                observer(fails ? .error(TestError.boom) : .completed)
                return Disposables.create()
            }
        }
        _ = Completable.concat(step("a"), step("b", fails: true), step("c")).subscribe(onError: { log.append("error \($0)") })
        #expect(log.entries == ["a", "b", "error boom"])
    }

    @Test func completableZipCompletesWhenAllHave() {
        let first = ManualSource<Never>()
        let second = ManualSource<Never>()
        let log = Log()
        _ = Completable.zip(first.completable, second.completable).subscribe(onCompleted: { log.append("completed") })
        #expect(first.subscriptions == 1 && second.subscriptions == 1, "zip runs them at the same time")
        first.send(.completed)
        #expect(log.entries == [])
        second.send(.completed)
        #expect(log.entries == ["completed"])
    }
}

@Suite("Trait operators on schedulers", .leakChecked)
struct MirroredSchedulerOperatorTests {
    @Test func observeOnKeepsTheTraitAndDeliversOnTheScheduler() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let single: Single<Int> = Single.just(1).observe(on: scheduler)
        scheduler.scheduleAt(100) { _ = single.asObservable().subscribe(observer) }
        scheduler.start()
        #expect(observer.events == [.next(101, 1), .completed(102)])
    }

    @Test func subscribeOnKeepsTheTraitAndSubscribesOnTheScheduler() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        let log = Log()
        let completable: Completable = Completable.create { observer in
            log.append("subscribed at \(scheduler.clock)")
            observer(.completed)
            return Disposables.create()
        }.subscribe(on: scheduler)
        scheduler.scheduleAt(50) { _ = completable.subscribe() }
        scheduler.start()
        #expect(log.entries == ["subscribed at 51"])
    }
}

@Suite("Trait flatMap", .leakChecked)
struct TraitFlatMapTests {
    @Test func singleFlatMapChainsTwoRequests() {
        let chained = Single.just(2).flatMap { value in Single.just(value * 10) }
        #expect(record(chained.asObservable()) == [.next(20), .completed])
    }

    @Test func singleFlatMapFailsWithTheFirstFailureAndNeverRunsTheSelector() {
        nonisolated(unsafe) var calls = 0
        let chained = Single<Int>.error(TestError.boom).flatMap { value -> Single<Int> in
            calls += 1
            return Single.just(value)
        }
        #expect(record(chained.asObservable()) == [.error("boom")])
        #expect(calls == 0)
    }

    @Test func singleFlatMapSelectorThatThrowsFails() {
        let chained = Single.just(1).flatMap { _ -> Single<Int> in throw TestError.boom }
        #expect(record(chained.asObservable()) == [.error("boom")])
    }

    @Test func disposingAFlatMappedSingleDisposesTheInnerRequest() {
        let inner = ManualSource<Int>()
        let log = Log()
        let subscription = Single.just(1).flatMap { _ in inner.single }.subscribe(onSuccess: { log.append("success \($0)") })
        #expect(inner.subscriptions == 1)
        subscription.dispose()
        inner.succeed(5)
        #expect(inner.disposals == 1)
        #expect(log.entries == [])
    }

    @Test func flatMapMaybeAndFlatMapCompletableKeepTheTraitOfTheInner() {
        let maybe: Maybe<Int> = Single.just(1).flatMapMaybe { _ in Maybe<Int>.empty() }
        let completable: Completable = Single.just(1).flatMapCompletable { _ in Completable.empty() }
        #expect(record(maybe.asObservable()) == [.completed])
        #expect(record(completable.asObservable()) == [.completed])
    }

    @Test func maybeFlatMapSkipsTheSelectorWhenEmpty() {
        nonisolated(unsafe) var calls = 0
        let chained = Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
            calls += 1
            return Maybe.just(value)
        }
        #expect(record(chained.asObservable()) == [.completed])
        #expect(calls == 0)
        #expect(record(Maybe.just(3).flatMap { Maybe.just($0 + 1) }.asObservable()) == [.next(4), .completed])
    }
}

@Suite("Trait time operators", .leakChecked)
struct TraitTimeOperatorTests {
    @Test func delayedSingleSucceedsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).delay(.seconds(30), scheduler: scheduler).asObservable() }
        // Completion follows one tick later: the test scheduler simulates processing time
        // for work scheduled "now", as RxTest's does (see DelayTests).
        #expect(result.events == [.next(230, 1), .completed(231)])
    }

    @Test func delaySubscriptionStartsTheWorkLater() {
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
        #expect(subscribedAt == [250])
        #expect(result.events == [.next(250, 7), .completed(250)])
    }

    @Test func timeoutFailsASingleThatAnswersTooLate() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = Single<Int>.timer(.seconds(100), scheduler: scheduler)
        let result = scheduler.start { slow.timeout(.seconds(20), scheduler: scheduler).asObservable() }
        #expect(result.events == [.error(220, RxError.timeout)])
    }

    @Test func timeoutSwitchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = Single<Int>.timer(.seconds(100), scheduler: scheduler)
        let result = scheduler.start { slow.timeout(.seconds(20), other: Single.just(9), scheduler: scheduler).asObservable() }
        #expect(result.events == [.next(220, 9), .completed(220)])
    }

    @Test func timerSingleSendsZeroThenEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        #expect(result.events == [.next(210, 0), .completed(210)])
    }
}
