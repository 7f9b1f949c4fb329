// Maybe (one, none or an error) and Completable (none, only the ending). Chapter 12.
import ProductionRx
import TestSupport
import Testing

@Suite("Maybe", .leakChecked)
struct MaybeTests {
    @Test func createReportsEachOutcome() {
        func maybe(_ event: MaybeEvent<Int>) -> Maybe<Int> {
            nonisolated(unsafe) let event = event
            return Maybe.create { observer in
                observer(event)
                return Disposables.create()
            }
        }
        #expect(record(maybe(.success(1)).asObservable()) == [.next(1), .completed])
        #expect(record(maybe(.completed).asObservable()) == [.completed])
        #expect(record(maybe(.error(TestError.boom)).asObservable()) == [.error("boom")])
    }

    @Test func subscribeClosuresGetTheOutcomeThenOnDisposed() {
        let log = Log()
        for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError.boom)] {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        #expect(log.entries == ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])
    }

    @Test func subscribeWithAnEventClosure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Maybe.just(2).subscribe { event in
            if case .success(let value) = event { seen.append("success \(value)") }
        }
        _ = Maybe<Int>.empty().subscribe { event in
            if case .completed = event { seen.append("completed") }
        }
        #expect(seen == ["success 2", "completed"])
    }

    @Test func neverSendsNothing() {
        let log = Log()
        Maybe<Int>.never().subscribe(onCompleted: { log.append("completed") }).dispose()
        #expect(log.entries == [])
    }

    @Test func mapTransformsAnElementAndLeavesEmptyAlone() {
        #expect(record(Maybe.just(3).map { $0 + 1 }.asObservable()) == [.next(4), .completed])
        #expect(record(Maybe<Int>.empty().map { $0 + 1 }.asObservable()) == [.completed])
    }

    @Test func asCompletableDropsTheElement() {
        let log = Log()
        implementation.divergence(
            "Maybe.asCompletable()",
            because:
                "ProductionRx lets a Maybe become a Completable, as a Single can; RxSwift's Maybe has no asCompletable(), so it goes through its Observable.",
            see: "RxSwift/Traits/PrimitiveSequence/Maybe.swift",
            productionRx: {
                #if !RXSWIFT
                _ = Maybe.just(3).asCompletable().subscribe(onCompleted: { log.append("completed") })
                #endif
            },
            rxSwift: {
                _ = Maybe.just(3).asObservable().ignoreElements().asCompletable().subscribe(onCompleted: { log.append("completed") })
            }
        )
        #expect(log.entries == ["completed"])
    }
}

@Suite("Completable", .leakChecked)
struct CompletableTests {
    @Test func createReportsCompletionOrError() {
        let done = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        let failed = Completable.create { observer in
            observer(.error(TestError.boom))
            return Disposables.create()
        }
        #expect(record(done.asObservable()) == [.completed])
        #expect(record(failed.asObservable()) == [.error("boom")])
    }

    @Test func subscribeClosuresGetTheOutcomeThenOnDisposed() {
        let log = Log()
        for completable in [Completable.empty(), Completable.error(TestError.boom)] {
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        #expect(log.entries == ["completed", "disposed", "error boom", "disposed"])
    }

    @Test func subscribeWithAnEventClosure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Completable.empty().subscribe { event in
            if case .completed = event { seen.append("completed") }
        }
        #expect(seen == ["completed"])
    }

    @Test func disposingBeforeTheEndDisposesTheWork() {
        let source = ManualSource<Never>()
        let log = Log()
        let subscription = source.completable.subscribe(onCompleted: { log.append("completed") })
        subscription.dispose()
        source.send(.completed)
        #expect(log.entries == [])
        #expect(source.disposals == 1)
    }

    @Test func neverSendsNothing() {
        let log = Log()
        Completable.never().subscribe(onCompleted: { log.append("completed") }).dispose()
        #expect(log.entries == [])
    }
}
