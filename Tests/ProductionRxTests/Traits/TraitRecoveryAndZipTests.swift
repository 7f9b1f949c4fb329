// Single and Maybe zip, and the recovering operators every trait mirrors. Chapter 11.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("Trait zip", .leakChecked)
struct TraitZipTests {
    @Test func zipOfTwoSinglesPairsTheirElements() {
        let pair = Single.zip(Single.just(1), Single.just("a"))
        nonisolated(unsafe) var seen: [String] = []
        _ = pair.subscribe(onSuccess: { seen.append("\($0.0)\($0.1)") })
        #expect(seen == ["1a"])
    }

    @Test func zipWithAResultSelector() {
        let sum = Single<Int>.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }
        #expect(record(sum.asObservable()) == [.next(6), .completed])
    }

    @Test func zipOfEightSingles() {
        let all = Single<Int>.zip(
            Single.just(1), Single.just(2), Single.just(3), Single.just(4),
            Single.just(5), Single.just(6), Single.just(7), Single.just(8)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        #expect(record(all.asObservable()) == [.next(36), .completed])
    }

    @Test func zipFailsWithTheFirstFailureAndDisposesTheOthers() {
        let slow = ManualSource<Int>()
        let log = Log()
        _ = Single<Int>.zip(slow.single, Single<Int>.error(TestError.boom)) { $0 + $1 }
            .subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
        #expect(log.entries == ["failure boom"])
        #expect(slow.disposals == 1)
    }

    @Test func zipOfACollectionKeepsTheOrder() {
        let all = Single.zip([Single.just(3), Single.just(1), Single.just(2)])
        #expect(record(all.asObservable()) == [.next([3, 1, 2]), .completed])
        let total = Single.zip([Single.just(3), Single.just(4)]) { $0.reduce(0, +) }
        #expect(record(total.asObservable()) == [.next(7), .completed])
    }

    @Test func zipOfMaybesIsEmptyWhenOneIsEmpty() {
        let pair = Maybe<Int>.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
        #expect(record(pair.asObservable()) == [.completed])
    }
}

@Suite("Trait recovery", .leakChecked)
struct TraitRecoveryTests {
    @Test func catchAndReturnTurnsAFailureIntoASuccess() {
        #expect(record(Single<Int>.error(TestError.boom).catchAndReturn(0).asObservable()) == [.next(0), .completed])
        #expect(record(Single.just(5).catchAndReturn(0).asObservable()) == [.next(5), .completed])
    }

    @Test func catchSwitchesToTheSequenceTheHandlerMakes() {
        let recovered = Single<Int>.error(TestError.boom).catch { _ in Single.just(1) }
        #expect(record(recovered.asObservable()) == [.next(1), .completed])
        let completable = Completable.error(TestError.boom).catch { _ in Completable.empty() }
        #expect(record(completable.asObservable()) == [.completed])
    }

    @Test func retryRunsTheWorkAgainUntilItSucceeds() {
        nonisolated(unsafe) var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(TestError.boom) : .success(attempts))
            return Disposables.create()
        }
        #expect(record(flaky.retry(5).asObservable()) == [.next(3), .completed])
        #expect(attempts == 3)
    }

    @Test func retryGivesUpAfterTheAttemptsInAll() {
        nonisolated(unsafe) var attempts = 0
        let failing = Single<Int>.create { observer in
            attempts += 1
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        #expect(record(failing.retry(2).asObservable()) == [.error("boom")])
        #expect(attempts == 2)
    }

    @Test func retryWhenRetriesOnTheTrigger() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 2 ? .failure(TestError.boom) : .success(attempts))
            return Disposables.create()
        }
        let result = scheduler.start {
            flaky.retry(when: { (errors: Observable<Swift.Error>) in
                errors.flatMap { _ in Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
            }).asObservable()
        }
        #expect(result.events == [.next(210, 2), .completed(210)])
    }
}
