// Chapter 8: blocking operators wait on the calling thread for the sequence to end, rethrow
// its error, and give up with RxError.timeout instead of hanging.
import Dispatch
import Foundation
import ProductionRx
import ProductionRxBlocking
import Testing

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

@Suite(.leakChecked)
struct BlockingObservableTests {
    @Test func toArrayReturnsEveryElementOfACompletedSequence() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().toArray() == [1, 2, 3])
    }

    @Test func toArrayWaitsForElementsSentFromAnotherThread() throws {
        #expect(try sentFromAnotherThread([1, 2]).toBlocking(timeout: 5).toArray() == [1, 2])
    }

    // On Linux the main actor need not run on the main thread, so this does not reach the
    // run-loop branch of BlockingWait; it pins that waiting from the main actor works.
    @MainActor @Test func toArrayWaitsOnTheMainActorToo() throws {
        #expect(try sentFromAnotherThread([3, 4]).toBlocking(timeout: 5).toArray() == [3, 4])
        #expect(try Observable.of(5).toBlocking().toArray() == [5])
    }

    @Test func toArrayRethrowsTheSequencesError() {
        #expect(throws: TestError.boom) {
            try Observable<Int>.error(TestError.boom).toBlocking().toArray()
        }
    }

    @Test func timeoutThrowsRxErrorTimeoutInsteadOfHanging() {
        let started = Date()
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()
        }
        #expect(isRxError(error, .timeout))
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func timeoutDisposesTheSubscription() {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { _ in Disposables.create { disposed = true } }

        #expect(throws: RxError.self) { try source.toBlocking(timeout: 0.02).first() }
        #expect(disposed)
    }

    @Test func firstReturnsTheFirstElementAndDisposesWithoutWaitingForTheEnd() throws {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(7)
            observer.onNext(8)
            return Disposables.create { disposed = true }
        }

        #expect(try source.toBlocking(timeout: 5).first() == 7)
        #expect(disposed)
    }

    @Test func firstOfAnEmptySequenceIsNil() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    }

    @Test func lastReturnsTheLastElementOrNil() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().last() == 3)
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func singleReturnsTheOnlyElement() throws {
        #expect(try Observable.just(42).toBlocking().single() == 42)
    }

    @Test func singleThrowsNoElementsForAnEmptySequence() {
        let error = #expect(throws: RxError.self) { try Observable<Int>.empty().toBlocking().single() }
        #expect(isRxError(error, .noElements))
    }

    @Test func singleThrowsMoreThanOneElementAsSoonAsTheSecondArrives() {
        nonisolated(unsafe) var disposed = false
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed = true }
        }

        let error = #expect(throws: RxError.self) { try source.toBlocking(timeout: 5).single() }
        #expect(isRxError(error, .moreThanOneElement))
        #expect(disposed)
    }

    @Test func singleWithPredicateReturnsTheOnlyMatchingElement() throws {
        #expect(try Observable.of(1, 2, 3).toBlocking().single { $0.isMultiple(of: 2) } == 2)
        let error = #expect(throws: RxError.self) { try Observable.of(1, 2, 4).toBlocking().single { $0.isMultiple(of: 2) } }
        #expect(isRxError(error, .moreThanOneElement))
    }

    @Test func singleRethrowsThePredicatesError() {
        #expect(throws: TestError.other) {
            try Observable.of(1).toBlocking().single { _ in throw TestError.other }
        }
    }

    @Test func materializeReturnsElementsAndCompletion() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            Issue.record("expected .completed")
            return
        }
        #expect(elements == [1, 2])
    }

    @Test func materializeReturnsElementsAndTheErrorWithoutThrowing() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking().materialize() else {
            Issue.record("expected .failed")
            return
        }
        #expect(elements == [1])
        #expect(error as? TestError == .boom)
    }

    @Test func materializeReportsATimeoutAsFailureWithTheElementsSoFar() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.02).materialize() else {
            Issue.record("expected .failed")
            return
        }
        #expect(elements == [1])
        #expect(isRxError(error, .timeout))
    }
}
