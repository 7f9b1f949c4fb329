// `values` (Observable+Concurrency.swift, Infallible+Concurrency.swift): a sequence iterated
// with `for await`, and the subscription's lifetime: it ends with the source, with the loop,
// and with the iterating task. Chapter 14.
import ProductionRx
import TestSupport
import XCTest

/// values: Rx to for await
final class ValuesTests: RxTestCase {
    func testValuesDeliversEveryElementThenEndsTheLoop() async throws {
        var seen: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    func testValuesThrowsTheSequencesErrorAfterItsElements() async {
        var seen: [Int] = []
        do {
            for try await value in Observable.concat(.just(1), .error(TestError.boom)).values {
                seen.append(value)
            }
            XCTFail("expected an error (TestError.boom)")
        } catch {
            XCTAssertEqual(error as? TestError, TestError.boom)
        }
        XCTAssertEqual(seen, [1])
    }

    func testReadingValuesSubscribesAtOnceSoEarlyElementsWait() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        var seen: [Int] = []
        for try await value in stream {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2])
    }

    // snippet:begin values-break-test
    func testBreakingOutOfTheLoopDisposesTheSubscriptionAtOnce() async throws {
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
        XCTAssertEqual(seen, [0, 1])
        XCTAssertFalse(subject.hasObservers)
    }
    // snippet:end values-break-test

    func testAStreamKeptInAVariableKeepsItsSubscriptionUntilReleased() async throws {
        let subject = PublishSubject<Int>()
        var stream: AsyncThrowingStream<Int, Swift.Error>? = subject.startWith(0).values
        for try await _ in stream! {
            break
        }
        XCTAssertTrue(subject.hasObservers, "the stream itself still owns the subscription")
        stream = nil
        XCTAssertFalse(subject.hasObservers)
    }

    func testAStreamNobodyIteratesEndsItsSubscriptionWhenReleased() {
        let subject = PublishSubject<Int>()
        do {
            let stream = subject.values
            XCTAssertTrue(subject.hasObservers)
            _ = stream
        }
        XCTAssertFalse(subject.hasObservers)
    }

    // snippet:begin values-cancel-test
    func testCancellingTheIteratingTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        let received = Counter()
        let iterating = Task {
            for try await _ in stream {
                received.increment()
            }
        }
        subject.onNext(1)
        let receivedOne = await eventually { received.value == 1 }
        XCTAssertTrue(receivedOne)
        iterating.cancel()
        let unsubscribed = await eventually { !subject.hasObservers }
        XCTAssertTrue(unsubscribed)
        let error = await errorThrown { try await iterating.value }
        XCTAssertTrue(error is CancellationError, "\(String(describing: error))")
    }
    // snippet:end values-cancel-test

    // RxSwift's `values` builds its stream with AsyncThrowingStream's default policy,
    // `.unbounded` (RxSwift/Observable+Concurrency.swift; run against it in Tools/AgainstRxSwift).
    // snippet:begin values-buffering-test
    func testASlowConsumerStillGetsEveryElementInOrder() async throws {
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
        XCTAssertEqual(seen.count, 10_000, "every element arrived")
        XCTAssertTrue(seen.enumerated().allSatisfy { $0.offset == $0.element }, "in the order it was sent")
    }
    // snippet:end values-buffering-test
}

/// values of an Infallible
final class InfallibleValuesTests: RxTestCase {
    func testAnInfallibleIsIteratedWithoutTry() async {
        var seen: [Int] = []
        let stream: AsyncStream<Int> = Infallible.of(1, 2).values
        for await value in stream {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2])
    }

    func testBreakingOutOfTheLoopDisposesTheSubscriptionAtOnce() async {
        let subject = PublishSubject<Int>()
        for await value in subject.asInfallible(onErrorJustReturn: -1).startWith(0).values {
            subject.onNext(value + 1)
            if value == 1 {
                break
            }
        }
        XCTAssertFalse(subject.hasObservers)
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let stream = subject.asInfallible(onErrorJustReturn: -1).values
        let iterating = Task {
            for await _ in stream {}
        }
        iterating.cancel()
        let unsubscribed = await eventually { !subject.hasObservers }
        XCTAssertTrue(unsubscribed)
        await iterating.value
    }

    func testAnErrorThroughAThrowingOperatorEndsTheLoop() async {
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
                XCTAssertEqual(seen, [1])
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
                let receivedOne = await eventually { log.entries == ["1"] }
                XCTAssertTrue(receivedOne)
                // The error came with the second element, inside the subscription: the loop
                // goes on waiting until its task is cancelled.
                for _ in 0..<100 { await Task.yield() }
                XCTAssertEqual(log.entries, ["1"])
                iterating.cancel()
                await iterating.value
                XCTAssertEqual(log.entries, ["1", "ended"])
            }
        )
    }
}
