// `values` (Observable+Concurrency.swift, Infallible+Concurrency.swift): a sequence iterated
// with `for await`, and the subscription's lifetime: it ends with the source, with the loop,
// and with the iterating task. Chapter 14.
import ProductionRx
import TestSupport
import Testing

@Suite("values: Rx to for await", .leakChecked)
struct ValuesTests {
    @Test func valuesDeliversEveryElementThenEndsTheLoop() async throws {
        var seen: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            seen.append(value)
        }
        #expect(seen == [1, 2, 3])
    }

    @Test func valuesThrowsTheSequencesErrorAfterItsElements() async {
        var seen: [Int] = []
        await #expect(throws: TestError.boom) {
            for try await value in Observable.concat(.just(1), .error(TestError.boom)).values {
                seen.append(value)
            }
        }
        #expect(seen == [1])
    }

    @Test func readingValuesSubscribesAtOnceSoEarlyElementsWait() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        var seen: [Int] = []
        for try await value in stream {
            seen.append(value)
        }
        #expect(seen == [1, 2])
    }

    // snippet:begin values-break-test
    @Test func breakingOutOfTheLoopDisposesTheSubscriptionAtOnce() async throws {
        let subject = PublishSubject<Int>()
        var seen: [Int] = []
        for try await value in subject.startWith(0).values {
            seen.append(value)
            if value == 0 {
                subject.onNext(1)
                subject.onNext(2)
            }
            if value == 1 {
                break
            }
        }
        #expect(seen == [0, 1])
        #expect(!subject.hasObservers)
    }
    // snippet:end values-break-test

    @Test func aStreamKeptInAVariableKeepsItsSubscriptionUntilReleased() async throws {
        let subject = PublishSubject<Int>()
        var stream: AsyncThrowingStream<Int, Swift.Error>? = subject.startWith(0).values
        for try await _ in stream! {
            break
        }
        #expect(subject.hasObservers, "the stream itself still owns the subscription")
        stream = nil
        #expect(!subject.hasObservers)
    }

    @Test func aStreamNobodyIteratesEndsItsSubscriptionWhenReleased() {
        let subject = PublishSubject<Int>()
        do {
            let stream = subject.values
            #expect(subject.hasObservers)
            _ = stream
        }
        #expect(!subject.hasObservers)
    }

    // snippet:begin values-cancel-test
    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        let received = Counter()
        let iterating = Task {
            for try await _ in stream {
                received.increment()
            }
        }
        subject.onNext(1)
        #expect(await eventually { received.value == 1 })
        iterating.cancel()
        #expect(await eventually { !subject.hasObservers })
        await #expect(throws: CancellationError.self) { try await iterating.value }
    }
    // snippet:end values-cancel-test

    // RxSwift's `values` builds its stream with AsyncThrowingStream's default policy,
    // `.unbounded` (RxSwift/Observable+Concurrency.swift; run against it in Tools/AgainstRxSwift).
    // snippet:begin values-buffering-test
    @Test func aSlowConsumerStillGetsEveryElementInOrder() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        for element in 0..<10_000 {
            subject.onNext(element)
        }
        subject.onCompleted()
        var seen: [Int] = []
        for try await value in stream {
            await Task.yield()
            seen.append(value)
        }
        #expect(seen.count == 10_000, "every element arrived")
        #expect(seen.enumerated().allSatisfy { $0.offset == $0.element }, "in the order it was sent")
    }
    // snippet:end values-buffering-test
}

@Suite("values of an Infallible", .leakChecked)
struct InfallibleValuesTests {
    @Test func anInfallibleIsIteratedWithoutTry() async {
        var seen: [Int] = []
        let stream: AsyncStream<Int> = Infallible.of(1, 2).values
        for await value in stream {
            seen.append(value)
        }
        #expect(seen == [1, 2])
    }

    @Test func breakingOutOfTheLoopDisposesTheSubscriptionAtOnce() async {
        let subject = PublishSubject<Int>()
        for await value in subject.asInfallible(onErrorJustReturn: -1).startWith(0).values {
            subject.onNext(value + 1)
            if value == 1 {
                break
            }
        }
        #expect(!subject.hasObservers)
    }

    @Test func cancellingTheIteratingTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let stream = subject.asInfallible(onErrorJustReturn: -1).values
        let iterating = Task {
            for await _ in stream {}
        }
        iterating.cancel()
        #expect(await eventually { !subject.hasObservers })
        await iterating.value
    }

    @Test func anErrorThroughAThrowingOperatorEndsTheLoop() async {
        await implementation.divergence(
            "An error inside an Infallible, in a loop over its values",
            because:
                "RxSwift's values on an Infallible listens only for elements and completion, so an error let in by a throwing closure goes to the default error handler and the loop waits for ever; ProductionRx ends the loop, as the sequence has ended.",
            see: "RxSwift/Traits/Infallible/Infallible+Concurrency.swift",
            productionRx: {
                let broken = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw TestError.boom }
                var seen: [Int] = []
                for await value in broken.values {
                    seen.append(value)
                }
                #expect(seen == [1])
            },
            rxSwift: {
                let log = Log()
                let iterating = Task {
                    let broken = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw TestError.boom }
                    for await value in broken.values {
                        log.append("\(value)")
                    }
                    log.append("ended")
                }
                #expect(await eventually { log.entries == ["1"] })
                // The error came with the second element, inside the subscription: the loop
                // goes on waiting until its task is cancelled.
                for _ in 0..<100 { await Task.yield() }
                #expect(log.entries == ["1"])
                iterating.cancel()
                await iterating.value
                #expect(log.entries == ["1", "ended"])
            }
        )
    }
}
