// Single: exactly one element or an error. Chapter 11.
import ProductionRx
import Testing

@Suite("Single", .leakChecked)
struct SingleTests {
    @Test func createWithSuccessSendsTheElementThenCompletes() {
        let single = Single<Int>.create { observer in
            observer(.success(7))
            return Disposables.create()
        }
        #expect(record(single.asObservable()) == [.next(7), .completed])
    }

    @Test func createWithFailureSendsTheError() {
        let single = Single<Int>.create { observer in
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        #expect(record(single.asObservable()) == [.error("boom")])
    }

    @Test func aSecondResultFromCreateIsIgnored() {
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(TestError.boom))
            return Disposables.create()
        }
        #expect(record(single.asObservable()) == [.next(1), .completed])
    }

    @Test func subscribeWithAResultClosureGetsSuccess() {
        nonisolated(unsafe) var results: [String] = []
        _ = Single.just(3).subscribe { result in
            switch result {
            case .success(let value): results.append("success \(value)")
            case .failure(let error): results.append("failure \(error)")
            }
        }
        #expect(results == ["success 3"])
    }

    @Test func subscribeWithAResultClosureGetsFailure() {
        nonisolated(unsafe) var results: [String] = []
        _ = Single<Int>.error(TestError.boom).subscribe { result in
            if case .failure(let error) = result { results.append("failure \(error)") }
        }
        #expect(results == ["failure boom"])
    }

    @Test func onSuccessThenOnDisposed() {
        let log = Log()
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log.entries == ["success 1", "disposed"])
    }

    @Test func onFailureThenOnDisposed() {
        let log = Log()
        _ = Single<Int>.error(TestError.boom).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log.entries == ["failure boom", "disposed"])
    }

    @Test func disposingBeforeTheResultDisposesTheWorkAndDropsTheLateResult() {
        let source = ManualSource<Int>()
        let log = Log()
        let subscription = source.single.subscribe(
            onSuccess: { log.append("success \($0)") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        source.succeed(5)
        #expect(log.entries == ["disposed"])
        #expect(source.disposals == 1)
    }

    @Test func subscribeWithAnObjectPassesItAlong() {
        final class Screen { var shown: [Int] = [] }
        let screen = Screen()
        _ = Single.just(9).subscribe(with: screen, onSuccess: { screen, value in screen.shown.append(value) })
        #expect(screen.shown == [9])
    }

    @Test func neverSendsNothing() {
        let log = Log()
        let subscription = Single<Int>.never().subscribe(onSuccess: { log.append("success \($0)") })
        subscription.dispose()
        #expect(log.entries == [])
    }

    @Test func mapTransformsTheElement() {
        #expect(record(Single.just(2).map { $0 * 10 }.asObservable()) == [.next(20), .completed])
    }

    @Test func mapThatThrowsFails() {
        let mapped = Single.just(2).map { _ -> Int in throw TestError.boom }
        #expect(record(mapped.asObservable()) == [.error("boom")])
    }

    @Test func asMaybeKeepsTheElement() {
        #expect(record(Single.just(4).asMaybe().asObservable()) == [.next(4), .completed])
    }

    @Test func asCompletableDropsTheElement() {
        let log = Log()
        _ = Single.just(4).asCompletable().subscribe(onCompleted: { log.append("completed") })
        #expect(log.entries == ["completed"])
    }

    @Test func justOnASchedulerDeliversThere() {
        nonisolated(unsafe) var values: [Int] = []
        _ = Single.just(5, scheduler: CurrentThreadScheduler.instance).subscribe(onSuccess: { values.append($0) })
        #expect(values == [5])
    }
}
