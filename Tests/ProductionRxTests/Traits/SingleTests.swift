// Single: exactly one element or an error. Chapter 11.
import ProductionRx
import XCTest

final class SingleTests: RxTestCase {
    func testCreateWithSuccessSendsTheElementThenCompletes() {
        let single = Single<Int>.create { observer in
            observer(.success(7))
            return Disposables.create()
        }
        XCTAssertEqual(record(single.asObservable()), [.next(7), .completed])
    }

    func testCreateWithFailureSendsTheError() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        XCTAssertEqual(record(single.asObservable()), [.error("boom")])
    }

    func testASecondResultFromCreateIsIgnored() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        XCTAssertEqual(record(single.asObservable()), [.next(1), .completed])
    }

    func testSubscribeWithAResultClosureGetsSuccess() {
        nonisolated(unsafe) var results: [String] = []
        _ = Single.just(3).subscribe { result in
            switch result {
            case .success(let value): results.append("success \(value)")
            case .failure(let error): results.append("failure \(error)")
            }
        }
        XCTAssertEqual(results, ["success 3"])
    }

    func testSubscribeWithAResultClosureGetsFailure() {
        nonisolated(unsafe) var results: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe { result in
            if case .failure(let error) = result { results.append("failure \(error)") }
        }
        XCTAssertEqual(results, ["failure boom"])
    }

    func testOnSuccessThenOnDisposed() {
        let log = Log()
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log.entries, ["success 1", "disposed"])
    }

    func testOnFailureThenOnDisposed() {
        let log = Log()
        _ = Single<Int>.error(TestError.boom).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log.entries, ["failure boom", "disposed"])
    }

    func testDisposingBeforeTheResultDisposesTheWorkAndDropsTheLateResult() {
        let source = ManualSource<Int>()
        let log = Log()
        let subscription = source.single.subscribe(
            onSuccess: { log.append("success \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        source.succeed(5)
        XCTAssertEqual(log.entries, ["disposed"])
        XCTAssertEqual(source.disposals, 1)
    }

    func testSubscribeWithAnObjectPassesItAlong() {
        final class Screen { var shown: [Int] = [] }
        let screen = Screen()
        _ = Single.just(9).subscribe(with: screen, onSuccess: { screen, value in screen.shown.append(value) })
        XCTAssertEqual(screen.shown, [9])
    }

    func testNeverSendsNothing() {
        let log = Log()
        let subscription = Single<Int>.never().subscribe(onSuccess: { log.append("success \($0)") })
        subscription.dispose()
        XCTAssertEqual(log.entries, [])
    }

    func testMapTransformsTheElement() {
        XCTAssertTrue(record(Single.just(2).map { $0 * 10 }.asObservable()) == [.next(20), .completed])
    }

    func testMapThatThrowsFails() {
        let mapped = Single.just(2).map { _ -> Int in throw TestError.boom }
        XCTAssertEqual(record(mapped.asObservable()), [.error("boom")])
    }

    func testAsMaybeKeepsTheElement() {
        XCTAssertEqual(record(Single.just(4).asMaybe().asObservable()), [.next(4), .completed])
    }

    func testAsCompletableDropsTheElement() {
        let log = Log()
        _ = Single.just(4).asCompletable().subscribe(onCompleted: { log.append("completed") })
        XCTAssertEqual(log.entries, ["completed"])
    }

    func testJustOnASchedulerDeliversThere() {
        nonisolated(unsafe) var values: [Int] = []
        _ = Single.just(5, scheduler: CurrentThreadScheduler.instance).subscribe(onSuccess: { values.append($0) })
        XCTAssertEqual(values, [5])
    }
}
