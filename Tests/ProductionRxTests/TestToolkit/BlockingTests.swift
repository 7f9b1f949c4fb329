// Chapter 8: blocking operators wait on the calling thread for the sequence to end, rethrow
// its error, and give up with RxError.timeout instead of hanging.
import Dispatch
import Foundation
import ProductionRx
import ProductionRxBlocking
import XCTest

/// The `RxError` cases the blocking tests expect (RxError is not Equatable).
private enum ExpectedRxError {
    case timeout
    case noElements
    case moreThanOneElement
}

/// `true` when `error` is the given `RxError` case.
private func isRxError(_ error: Error?, _ expected: ExpectedRxError) -> Bool {
    switch (error as? RxError, expected) {
    case (.timeout?, .timeout), (.noElements?, .noElements), (.moreThanOneElement?, .moreThanOneElement):
        true
    default:
        false
    }
}

/// A sequence that sends `elements` and completes from a background queue, a little later.
private func sentFromAnotherThread(_ elements: [Int]) -> Observable<Int> {
    Observable.create { observer in
        // Handed over: only the dispatched closure uses the observer.
        let box = SharedAcrossThreads(observer)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) {
            for element in elements {
                box.value.onNext(element)
            }
            box.value.onCompleted()
        }
        return Disposables.create()
    }
}

final class BlockingObservableTests: RxTestCase {
    func testToArrayReturnsEveryElementOfACompletedSequence() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testToArrayWaitsForElementsSentFromAnotherThread() throws {
        XCTAssertEqual(try sentFromAnotherThread([1, 2]).toBlocking(timeout: 5).toArray(), [1, 2])
    }

    // On Linux the main actor need not run on the main thread, so this does not reach the
    // run-loop branch of BlockingWait; it pins that waiting from the main actor works.
    @MainActor func testToArrayWaitsOnTheMainActorToo() throws {
        XCTAssertEqual(try sentFromAnotherThread([3, 4]).toBlocking(timeout: 5).toArray(), [3, 4])
        XCTAssertEqual(try Observable.of(5).toBlocking().toArray(), [5])
    }

    func testToArrayRethrowsTheSequencesError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError.boom).toBlocking().toArray()) { XCTAssertEqual($0 as? TestError, TestError.boom) }
    }

    func testTimeoutThrowsRxErrorTimeoutInsteadOfHanging() {
        let started = Date()
        var error: RxError?
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) {
            error = $0 as? RxError; XCTAssertNotNil(error, "\($0)")
        }
        XCTAssertTrue(isRxError(error, .timeout))
        XCTAssertTrue(Date().timeIntervalSince(started) < 5)
    }

    func testTimeoutDisposesTheSubscription() {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { _ in Disposables.create { disposed = true } }

        XCTAssertThrowsError(try source.toBlocking(timeout: 0.02).first()) { XCTAssertTrue($0 is RxError, "\($0)") }
        XCTAssertTrue(disposed)
    }

    func testFirstReturnsTheFirstElementAndDisposesWithoutWaitingForTheEnd() throws {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onNext(8)
            return Disposables.create { disposed = true }
        }

        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 7)
        XCTAssertTrue(disposed)
    }

    func testFirstOfAnEmptySequenceIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testLastReturnsTheLastElementOrNil() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking().single(), 42)
    }

    func testSingleThrowsNoElementsForAnEmptySequence() {
        var error: RxError?
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            error = $0 as? RxError; XCTAssertNotNil(error, "\($0)")
        }
        XCTAssertTrue(isRxError(error, .noElements))
    }

    func testSingleThrowsMoreThanOneElementAsSoonAsTheSecondArrives() {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed = true }
        }

        var error: RxError?
        XCTAssertThrowsError(try source.toBlocking(timeout: 5).single()) {
            error = $0 as? RxError; XCTAssertNotNil(error, "\($0)")
        }
        XCTAssertTrue(isRxError(error, .moreThanOneElement))
        XCTAssertTrue(disposed)
    }

    func testSingleWithPredicateReturnsTheOnlyMatchingElement() throws {
        XCTAssertTrue(try Observable.of(1, 2, 3).toBlocking().single { $0.isMultiple(of: 2) } == 2)
        var error: RxError?
        XCTAssertThrowsError(try Observable.of(1, 2, 4).toBlocking().single { $0.isMultiple(of: 2) }) {
            error = $0 as? RxError; XCTAssertNotNil(error, "\($0)")
        }
        XCTAssertTrue(isRxError(error, .moreThanOneElement))
    }

    func testSingleRethrowsThePredicatesError() {
        XCTAssertThrowsError(try Observable.of(1).toBlocking().single { _ in throw TestError.other }) { XCTAssertEqual($0 as? TestError, TestError.other) }
    }

    func testMaterializeReturnsElementsAndCompletion() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            XCTFail("expected .completed")
            return
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeReturnsElementsAndTheErrorWithoutThrowing() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking().materialize() else {
            XCTFail("expected .failed")
            return
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? TestError, .boom)
    }

    func testMaterializeReportsATimeoutAsFailureWithTheElementsSoFar() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.02).materialize() else {
            XCTFail("expected .failed")
            return
        }
        XCTAssertEqual(elements, [1])
        XCTAssertTrue(isRxError(error, .timeout))
    }
}
