// Single and Maybe zip, and the recovering operators every trait mirrors. Chapter 11.
import ProductionRx
import ProductionRxTest
import XCTest

final class TraitZipTests: RxTestCase {
    func testZipOfTwoSinglesPairsTheirElements() {
        let pair = Single.zip(Single.just(1), Single.just("a"))
        nonisolated(unsafe) var seen: [String] = []
        _ = pair.subscribe(onSuccess: { seen.append("\($0.0)\($0.1)") })
        XCTAssertEqual(seen, ["1a"])
    }

    func testZipWithAResultSelector() {
        let sum = Single<Int>.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }
        XCTAssertEqual(record(sum.asObservable()), [.next(6), .completed])
    }

    func testZipOfEightSingles() {
        let all = Single<Int>.zip(
            Single.just(1), Single.just(2), Single.just(3), Single.just(4),
            Single.just(5), Single.just(6), Single.just(7), Single.just(8)
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
        XCTAssertEqual(record(all.asObservable()), [.next(36), .completed])
    }

    func testZipFailsWithTheFirstFailureAndDisposesTheOthers() {
        let slow = ManualSource<Int>()
        let log = Log()
        _ = Single<Int>.zip(slow.single, Single<Int>.error(TestError.boom)) { $0 + $1 }
            .subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
        XCTAssertEqual(log.entries, ["failure boom"])
        XCTAssertEqual(slow.disposals, 1)
    }

    func testZipOfACollectionKeepsTheOrder() {
        let all = Single.zip([Single.just(3), Single.just(1), Single.just(2)])
        XCTAssertEqual(record(all.asObservable()), [.next([3, 1, 2]), .completed])
        let total = Single.zip([Single.just(3), Single.just(4)]) { $0.reduce(0, +) }
        XCTAssertEqual(record(total.asObservable()), [.next(7), .completed])
    }

    func testZipOfMaybesIsEmptyWhenOneIsEmpty() {
        let pair = Maybe<Int>.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
        XCTAssertEqual(record(pair.asObservable()), [.completed])
    }
}

final class TraitRecoveryTests: RxTestCase {
    func testCatchAndReturnTurnsAFailureIntoASuccess() {
        XCTAssertEqual(record(Single<Int>.error(TestError.boom).catchAndReturn(0).asObservable()), [.next(0), .completed])
        XCTAssertEqual(record(Single.just(5).catchAndReturn(0).asObservable()), [.next(5), .completed])
    }

    func testCatchSwitchesToTheSequenceTheHandlerMakes() {
        let recovered = Single<Int>.error(TestError.boom).catch { _ in Single.just(1) }
        XCTAssertEqual(record(recovered.asObservable()), [.next(1), .completed])
        let completable = Completable.error(TestError.boom).catch { _ in Completable.empty() }
        XCTAssertEqual(record(completable.asObservable()), [.completed])
    }

    func testRetryRunsTheWorkAgainUntilItSucceeds() {
        nonisolated(unsafe) var attempts = 0
        let flaky = Single<Int>.create { observer in
            attempts += 1
            observer(attempts < 3 ? .failure(TestError.boom) : .success(attempts))
            return Disposables.create()
        }
        XCTAssertEqual(record(flaky.retry(5).asObservable()), [.next(3), .completed])
        XCTAssertEqual(attempts, 3)
    }

    func testRetryGivesUpAfterTheAttemptsInAll() {
        nonisolated(unsafe) var attempts = 0
        let failing = Single<Int>.create { observer in
            attempts += 1
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        XCTAssertEqual(record(failing.retry(2).asObservable()), [.error("boom")])
        XCTAssertEqual(attempts, 2)
    }

    func testRetryWhenRetriesOnTheTrigger() {
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
        XCTAssertEqual(result.events, [.next(210, 2), .completed(210)])
    }
}
