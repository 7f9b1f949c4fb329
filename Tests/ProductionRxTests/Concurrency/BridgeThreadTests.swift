// The bridges under threads (run them under ThreadSanitizer: `.ci/run` does): elements sent
// from several threads through `values` and `asObservable`, many tasks awaiting `value` at
// once, and cancellation racing the answer. Chapter 14.
import Foundation
import ProductionRx
import XCTest

/// async/await bridges across threads
final class BridgeThreadTests: RxTestCase {
    func testValuesReceivesEveryElementSentFromSeveralThreads() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        let consumer = Task {
            var seen: [Int] = []
            for try await value in stream {
                seen.append(value)
            }
            return seen
        }
        // Four threads send, taking turns through a lock: the grammar allows no overlap.
        let sending = SharedAcrossThreads(subject)
        let turns = NSLock()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<250 {
                turns.withLock { sending.value.onNext(thread * 250 + index) }
            }
        }
        subject.onCompleted()
        let seen = try await consumer.value
        XCTAssertEqual(seen.sorted(), Array(0..<1000))
    }

    func testAsObservableDeliversEveryElementYieldedFromSeveralThreads() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let collecting = Task { await collect(stream.asObservable()).map(\.description) }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<250 {
                continuation.yield(thread * 250 + index)
            }
        }
        continuation.finish()
        let seen = await collecting.value
        XCTAssertEqual(seen.last, "completed")
        XCTAssertTrue(seen.dropLast().sorted() == (0..<1000).map { "next(\($0))" }.sorted())
    }

    func testManyTasksAwaitValuesAnsweredOnOtherThreads() async throws {
        let answers = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    try await Single.just(index, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(answers.sorted(), Array(0..<100))
    }

    func testCancellationRacingTheAnswerEndsEachAwaitExactlyOnce() async {
        await implementation.divergence(
            "Single.value and Maybe.value cancelled as the answer arrives",
            because:
                "RxSwift resumes the awaiting task while it holds its own lock, and its cancellation handler, which Swift runs while holding the task's lock, disposes and so waits for that same lock: a cancel that races the answer can leave each thread waiting for the lock the other holds. ProductionRx resumes the task after releasing its lock. Against RxSwift the test awaits only an answer nobody cancels.",
            see: "RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift",
            productionRx: {
                let outcomes = await withTaskGroup(of: String.self) { group in
                    for _ in 0..<100 {
                        let awaiting = Task {
                            try await Single.just(1, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
                        }
                        group.addTask {
                            awaiting.cancel()
                            do {
                                _ = try await awaiting.value
                                return "value"
                            } catch {
                                return error is CancellationError ? "cancelled" : "other"
                            }
                        }
                    }
                    return await group.reduce(into: [String]()) { $0.append($1) }
                }
                XCTAssertEqual(outcomes.count, 100)
                XCTAssertFalse(outcomes.contains("other"))
            },
            rxSwift: {
                let answer = try? await Single.just(1, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).value
                XCTAssertEqual(answer, 1)
            }
        )
    }

    func testBreakingOutWhileAnotherThreadSendsLeavesNoSubscription() async throws {
        let subject = PublishSubject<Int>()
        let sending = SharedAcrossThreads(subject)
        let stop = Flag()
        let sender = Thread {
            var next = 0
            while !stop.isRaised {
                sending.value.onNext(next)
                next += 1
            }
        }
        sender.start()
        var seen = 0
        for try await _ in subject.values {
            seen += 1
            if seen == 100 { break }
        }
        XCTAssertFalse(subject.hasObservers)
        stop.raise()
    }
}
