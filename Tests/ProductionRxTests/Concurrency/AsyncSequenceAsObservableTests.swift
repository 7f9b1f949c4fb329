// `asObservable(priority:)` on any AsyncSequence (AsyncSequence+Rx.swift): the elements, the
// end, the error, and disposal cancelling the iterating task. Chapter 14.
import ProductionRx
import XCTest

/// asObservable: for await to Rx
final class AsyncSequenceAsObservableTests: RxTestCase {
    func testTheElementsArriveThenCompletion() async {
        let events = await collect(Countdown(count: 3).asObservable())
        XCTAssertEqual(events, [.next(0), .next(1), .next(2), .completed])
    }

    func testAnErrorTheSequenceThrowsEndsTheObservable() async {
        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        let events = await collect(failing.asObservable())
        XCTAssertEqual(events, [.next(1), .error("boom")])
    }

    func testEachSubscriptionIteratesTheSequenceAgain() async {
        let countdown = Countdown(count: 2)
        let numbers = countdown.asObservable()
        let events = await collect(numbers)
        XCTAssertEqual(events, [.next(0), .next(1), .completed])
        let eventsAgain = await collect(numbers)
        XCTAssertEqual(eventsAgain, [.next(0), .next(1), .completed])
    }

    func testTheTaskRunsAtTheGivenPriority() async {
        let countdown = Countdown(count: 1)
        _ = await collect(countdown.asObservable(priority: .low))
        XCTAssertEqual(Set(countdown.priorities.entries), ["\(TaskPriority.low)"])
    }

    // snippet:begin as-observable-dispose-test
    func testDisposingTheSubscriptionCancelsTheIteratingTask() async {
        let driven = DrivenStream()
        let received = Log()
        let subscription = driven.stream.asObservable().subscribe(onNext: { received.append("\($0)") })
        driven.continuation.yield(1)
        let receivedOne = await eventually { received.entries == ["1"] }
        XCTAssertTrue(receivedOne)
        subscription.dispose()
        let terminated = await eventually { driven.terminated.isRaised }
        XCTAssertTrue(terminated, "the stream saw its consumer's task cancelled")
        driven.continuation.yield(2)
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(received.entries, ["1"], "nothing arrives after the disposal")
    }
    // snippet:end as-observable-dispose-test

    func testDisposingBeforeTheFirstElementStopsAWaitingSequence() async {
        let cancelled = Flag()
        let sleeper = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                if case .cancelled = termination { cancelled.raise() }
            }
        }
        let subscription = sleeper.asObservable().subscribe()
        subscription.dispose()
        let cancelledInTime = await eventually { cancelled.isRaised }
        XCTAssertTrue(cancelledInTime)
    }

    func testTheRoundTripThroughValuesGivesTheSameElements() async throws {
        var seen: [Int] = []
        for try await value in Countdown(count: 3).asObservable().map({ $0 * 10 }).values {
            seen.append(value)
        }
        XCTAssertEqual(seen, [0, 10, 20])
    }
}
