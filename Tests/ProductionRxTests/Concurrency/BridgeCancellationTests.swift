// What the async/await bridges do when the Swift side is cancelled, or ends its sequence
// with a `CancellationError`: the behaviour RxSwift's own tests pin
// (`Tests/RxSwiftTests/Observable+ConcurrencyTests.swift`), written here in the
// project's words and with public API only. Chapter 14 ("Cancellation, both ways").
import Foundation
import ProductionRx
import Synchronization
import XCTest

/// Cancelling the Swift side of a bridge
final class BridgeCancellationTests: RxTestCase {
    // MARK: values

    // RxSwift's `values` (RxSwift/Observable+Concurrency.swift) ends the stream with a
    // `CancellationError` when its termination is `.cancelled`.
    func testALoopWhoseTaskIsCancelledThrowsCancellationError() async {
        let loop = Task {
            for try await _ in Observable<Int>.never().values {}
        }
        loop.cancel()
        let error = await errorThrown { try await loop.value }
        XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
    }

    func testTheElementsThatAlreadyWaitComeBeforeTheCancellationError() async {
        let loop = Task { () -> (seen: [Int], ending: String, stillSubscribed: Bool) in
            withUnsafeCurrentTask { $0?.cancel() }
            let subject = PublishSubject<Int>()
            let stream = subject.values
            subject.onNext(1)
            subject.onNext(2)
            var seen: [Int] = []
            do {
                for try await value in stream {
                    seen.append(value)
                }
                return (seen, "the loop ended", subject.hasObservers)
            } catch {
                return (seen, "\(type(of: error))", subject.hasObservers)
            }
        }
        let outcome = await loop.value
        XCTAssertEqual(outcome.seen, [1, 2])
        XCTAssertEqual(outcome.ending, "CancellationError")
        XCTAssertFalse(outcome.stillSubscribed)
    }

    func testALoopOverASequenceThatHasAlreadyCompletedEndsWithoutError() async throws {
        let loop = Task { () -> [Int] in
            withUnsafeCurrentTask { $0?.cancel() }
            var seen: [Int] = []
            for try await value in Observable.of(1, 2).values {
                seen.append(value)
            }
            return seen
        }
        let elements = try await loop.value
        XCTAssertEqual(elements, [1, 2], "the stream had finished before the loop asked")
    }

    // MARK: value

    // RxSwift's `value` (RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift)
    // subscribes even in a cancelled task; the cancellation disposes the subscription, and
    // only a source that did not answer while subscribing throws `CancellationError`.
    func testACancelledTaskStillGetsAnAnswerGivenWhileSubscribing() async throws {
        let answers = Task { () -> (Int, Int?, Bool) in
            withUnsafeCurrentTask { $0?.cancel() }
            let single = try await Single.just(1).value
            let maybe = try await Maybe<Int>.empty().value
            try await Completable.empty().value
            return (single, maybe, true)
        }
        let (single, maybe, completed) = try await answers.value
        XCTAssertEqual(single, 1)
        XCTAssertNil(maybe)
        XCTAssertTrue(completed)
    }

    func testACancelledTaskSubscribesDisposesAndThrowsWhenNoAnswerIsThereYet() async {
        let subscribed = Atomic<Bool>(false)
        let disposed = Atomic<Bool>(false)
        let slow = Single<Int>.create { _ in
            subscribed.store(true, ordering: .sequentiallyConsistent)
            return Disposables.create { disposed.store(true, ordering: .sequentiallyConsistent) }
        }
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await slow.value
        }
        let error = await errorThrown { try await waiting.value }
        XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
        let (wasSubscribed, wasDisposed) = (subscribed.load(ordering: .sequentiallyConsistent), disposed.load(ordering: .sequentiallyConsistent))
        XCTAssertTrue(wasSubscribed, "a cancelled task still subscribes")
        XCTAssertTrue(wasDisposed, "and disposes the subscription at once")
    }

    // MARK: asObservable(priority:)

    // RxSwift's `asObservable(priority:)` (RxSwift/Observable+Concurrency.swift) iterates in
    // `Task.detached` and turns a `CancellationError` into completion.
    func testACancellationErrorFromTheSequenceCompletesTheObservable() async throws {
        let stopped = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: CancellationError())
        }
        let events = try await stopped.asObservable().materialize().toArray().value
        XCTAssertEqual(events.map(\.summary), ["next(1)", "completed"])
    }

    func testAnyOtherErrorStillFailsTheObservable() async throws {
        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.finish(throwing: URLError(.timedOut))
        }
        let events = try await failing.asObservable().materialize().toArray().value
        XCTAssertEqual(events.map(\.summary), ["error"])
    }

    func testTheSequenceIsIteratedInADetachedTask() async throws {
        let seen = try await Probe.$label.withValue("the subscriber's") {
            try await TaskLocalReader().asObservable().toArray().value
        }
        XCTAssertEqual(seen, ["none"], "a detached task does not inherit the subscriber's task-local values")
    }
}

/// A task-local value the subscribing task sets, to see whether the iterating task has it.
private enum Probe {
    @TaskLocal static var label: String?
}

/// A sequence of one element: the `Probe.label` of the task that iterates it.
private struct TaskLocalReader: AsyncSequence {
    struct AsyncIterator: AsyncIteratorProtocol {
        var done = false

        mutating func next() async -> String? {
            guard !done else { return nil }
            done = true
            return Probe.label ?? "none"
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator()
    }
}

extension Event {
    /// `next(…)`, `error` or `completed`.
    fileprivate var summary: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error: "error"
        case .completed: "completed"
        }
    }
}
