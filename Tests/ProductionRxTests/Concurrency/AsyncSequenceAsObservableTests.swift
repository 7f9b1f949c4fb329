// `asObservable(priority:)` on any AsyncSequence (AsyncSequence+Rx.swift): the elements, the
// end, the error, and disposal cancelling the iterating task. Chapter 14.
import ProductionRx
import Testing

@Suite("asObservable: for await to Rx", .leakChecked)
struct AsyncSequenceAsObservableTests {
    @Test func theElementsArriveThenCompletion() async {
        #expect(await collect(Countdown(count: 3).asObservable()) == [.next(0), .next(1), .next(2), .completed])
    }

    @Test func anErrorTheSequenceThrowsEndsTheObservable() async {
        let failing = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        #expect(await collect(failing.asObservable()) == [.next(1), .error("boom")])
    }

    @Test func eachSubscriptionIteratesTheSequenceAgain() async {
        let countdown = Countdown(count: 2)
        let numbers = countdown.asObservable()
        #expect(await collect(numbers) == [.next(0), .next(1), .completed])
        #expect(await collect(numbers) == [.next(0), .next(1), .completed])
    }

    @Test func theTaskRunsAtTheGivenPriority() async {
        let countdown = Countdown(count: 1)
        _ = await collect(countdown.asObservable(priority: .low))
        #expect(Set(countdown.priorities.entries) == ["\(TaskPriority.low)"])
    }

    // snippet:begin as-observable-dispose-test
    @Test func disposingTheSubscriptionCancelsTheIteratingTask() async {
        let driven = DrivenStream()
        let received = Log()
        let subscription = driven.stream.asObservable().subscribe(onNext: { received.append("\($0)") })
        driven.continuation.yield(1)
        #expect(await eventually { received.entries == ["1"] })
        subscription.dispose()
        #expect(await eventually { driven.terminated.isRaised }, "the stream saw its consumer's task cancelled")
        driven.continuation.yield(2)
        try? await Task.sleep(for: .milliseconds(20))
        #expect(received.entries == ["1"], "nothing arrives after the disposal")
    }
    // snippet:end as-observable-dispose-test

    @Test func disposingBeforeTheFirstElementStopsAWaitingSequence() async {
        let cancelled = Flag()
        let sleeper = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                if case .cancelled = termination { cancelled.raise() }
            }
        }
        let subscription = sleeper.asObservable().subscribe()
        subscription.dispose()
        #expect(await eventually { cancelled.isRaised })
    }

    @Test func theRoundTripThroughValuesGivesTheSameElements() async throws {
        var seen: [Int] = []
        for try await value in Countdown(count: 3).asObservable().map({ $0 * 10 }).values {
            seen.append(value)
        }
        #expect(seen == [0, 10, 20])
    }
}
