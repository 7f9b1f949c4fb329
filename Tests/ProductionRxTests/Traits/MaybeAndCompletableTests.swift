// Maybe (one, none or an error) and Completable (none, only the ending). Chapter 12.
import ProductionRx
import TestSupport
import XCTest

final class MaybeTests: RxTestCase {
    func testCreateReportsEachOutcome() {
        func maybe(_ event: MaybeEvent<Int>) -> Maybe<Int> {
            nonisolated(unsafe) let event = event
            return Maybe.create { observer in
                observer(event)
                return Disposables.create()
            }
        }
        XCTAssertEqual(record(maybe(.success(1)).asObservable()), [.next(1), .completed])
        XCTAssertEqual(record(maybe(.completed).asObservable()), [.completed])
        XCTAssertEqual(record(maybe(.error(TestError.boom)).asObservable()), [.error("boom")])
    }

    func testSubscribeClosuresGetTheOutcomeThenOnDisposed() {
        let log = Log()
        for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError.boom)] {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log.entries, ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])
    }

    func testSubscribeWithAnEventClosure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Maybe.just(2).subscribe { event in
            if case .success(let value) = event { seen.append("success \(value)") }
        }
        _ = Maybe<Int>.empty().subscribe { event in
            if case .completed = event { seen.append("completed") }
        }
        XCTAssertEqual(seen, ["success 2", "completed"])
    }

    func testNeverSendsNothing() {
        let log = Log()
        Maybe<Int>.never().subscribe(onCompleted: { log.append("completed") }).dispose()
        XCTAssertEqual(log.entries, [])
    }

    func testMapTransformsAnElementAndLeavesEmptyAlone() {
        XCTAssertTrue(record(Maybe.just(3).map { $0 + 1 }.asObservable()) == [.next(4), .completed])
        XCTAssertTrue(record(Maybe<Int>.empty().map { $0 + 1 }.asObservable()) == [.completed])
    }

    func testAsCompletableDropsTheElement() {
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
        XCTAssertEqual(log.entries, ["completed"])
    }
}

final class CompletableTests: RxTestCase {
    func testCreateReportsCompletionOrError() {
        let done = Completable.create { observer in
            observer(.completed)
            return Disposables.create()
        }
        let failed = Completable.create { observer in
            observer(.error(TestError.boom))
            return Disposables.create()
        }
        XCTAssertEqual(record(done.asObservable()), [.completed])
        XCTAssertEqual(record(failed.asObservable()), [.error("boom")])
    }

    func testSubscribeClosuresGetTheOutcomeThenOnDisposed() {
        let log = Log()
        for completable in [Completable.empty(), Completable.error(TestError.boom)] {
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log.entries, ["completed", "disposed", "error boom", "disposed"])
    }

    func testSubscribeWithAnEventClosure() {
        nonisolated(unsafe) var seen: [String] = []
        _ = Completable.empty().subscribe { event in
            if case .completed = event { seen.append("completed") }
        }
        XCTAssertEqual(seen, ["completed"])
    }

    func testDisposingBeforeTheEndDisposesTheWork() {
        let source = ManualSource<Never>()
        let log = Log()
        let subscription = source.completable.subscribe(onCompleted: { log.append("completed") })
        subscription.dispose()
        source.send(.completed)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(source.disposals, 1)
    }

    func testNeverSendsNothing() {
        let log = Log()
        Completable.never().subscribe(onCompleted: { log.append("completed") }).dispose()
        XCTAssertEqual(log.entries, [])
    }
}
