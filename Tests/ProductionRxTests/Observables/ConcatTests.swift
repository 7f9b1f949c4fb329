// `concat`: one sequence after the other, subscribed in turn, and a long chain of
// synchronous sequences without a stack overflow. Chapter 5.
import Foundation
import ProductionRx
import Testing
import XCTest

final class ConcatTests: RxTestCase {
    func testConcatOfTwoOfsDeliversAllOfTheFirstThenAllOfTheSecond() {
        XCTAssertEqual(record(Observable.concat(Observable.of(1, 2), Observable.of(3, 4))), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testConcatInstanceMethodAppendsTheSecondSequence() {
        XCTAssertEqual(record(Observable.of(1, 2).concat(Observable.just(3))), [.next(1), .next(2), .next(3), .completed])
    }

    func testConcatOfAnArrayAndOfASequenceWalkThemInOrder() {
        let array = [Observable.just(1), Observable.of(2, 3), Observable.empty(), Observable.just(4)]
        XCTAssertEqual(record(Observable.concat(array)), [.next(1), .next(2), .next(3), .next(4), .completed])
        // AnySequence is not a Collection: this is the overload whose count is unknown.
        XCTAssertEqual(record(Observable.concat(AnySequence(array))), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testConcatOfNothingCompletesAtOnce() {
        XCTAssertEqual(record(Observable<Int>.concat([Observable<Int>]())), [.completed])
    }

    func testConcatSubscribesToTheNextSourceOnlyWhenThePreviousCompletes() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = first.observable.concat(second.observable).subscribe(recorder)
        first.send(.next(1))
        XCTAssertEqual(second.subscriptions, 0)
        first.send(.completed)
        XCTAssertFalse(first.isObserved)
        XCTAssertEqual(second.subscriptions, 1)
        second.send(.next(2))
        second.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(1), .next(2), .completed])
        XCTAssertFalse(second.isObserved)
        subscription.dispose()
    }

    func testConcatStopsAtTheFirstErrorWithoutSubscribingTheRest() {
        let rest = ManualSource<Int>()
        let sources = [Observable.just(1), Observable.error(TestError.boom), rest.observable]
        XCTAssertEqual(record(Observable.concat(sources)), [.next(1), .error("boom")])
        XCTAssertEqual(rest.subscriptions, 0)
    }

    func testDisposingTheConcatDisposesTheCurrentSourceAndSubscribesNoOther() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.concat(first.observable, second.observable).subscribe(recorder)
        first.send(.next(1))
        subscription.dispose()
        first.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(1)])
        XCTAssertEqual(first.disposals, 1)
        XCTAssertEqual(second.subscriptions, 0)
    }

    func testDisposingFromInsideOnNextStopsTheConcatBeforeTheNextSource() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let observer = DisposingFromInside<Int>()
        observer.subscribe(to: first.observable.concat(second.observable))
        first.send(.next(1))
        first.send(.next(2))
        first.send(.completed)
        XCTAssertEqual(observer.seen, [1])
        XCTAssertEqual(first.disposals, 1)
        XCTAssertEqual(second.subscriptions, 0)
    }

    func testConcatOfSourcesSendingOnOtherQueuesDeliversThemInOrderAndCompletes() {
        let recorder = Recorder<Int>()
        let finished = DispatchSemaphore(value: 0)
        let subscription = Observable.concat(
            sendingOnItsOwnQueue("concat.first", count: 1_000),
            sendingOnItsOwnQueue("concat.second", count: 1_000)
        ).subscribe(
            onNext: { recorder.on(.next($0)) },
            onCompleted: {
                recorder.on(.completed)
                finished.signal()
            }
        )
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
        subscription.dispose()
        let expected: [Seen<Int>] = (0..<1_000).map { .next($0) } + (0..<1_000).map { .next($0) } + [.completed]
        XCTAssertEqual(recorder.seen, expected)
    }

    func testConcatWalksIntoNestedConcatsInsteadOfNestingSubscriptions() {
        // `a.concat(b).concat(c)…` builds concats inside concats. The sink walks into them
        // (`extract`), so every element is delivered at the same stack depth; subscribing to
        // each nested concat would deliver the first element a thousand subscriptions deeper
        // than the last (about 1.7 MB of stack in a debug build).
        var chained = Observable.just(0)
        for value in 1..<1_000 {
            chained = chained.concat(Observable.just(value))
        }
        let run = onThreadWithLargeStack {
            nonisolated(unsafe) var seen: [Seen<Int>] = []
            nonisolated(unsafe) var depths = StackDepthRange()
            chained.subscribe { event in
                depths.record()
                seen.append(Seen(event))
            }.dispose()
            return (seen, depths.spread)
        }
        XCTAssertTrue(run?.0 == (0..<1_000).map { .next($0) } + [.completed])
        XCTAssertTrue((run?.1 ?? .max) < 64 * 1024)
    }

}

/// The tests of ConcatTests that need a process of their own (exit tests, which XCTest has not).
@Suite("concat: exit tests", .leakChecked)
struct ConcatExitTests {
    @Test func concatOfAHundredThousandJustsDoesNotOverflowTheStack() async {
        // In a child process, so that a stack overflow fails this test instead of ending the
        // whole run. Each `just` completes inside its own subscription: without the gate the
        // next subscription would nest inside the previous one, 100,000 deep.
        await #expect(processExitsWith: .success) {
            let resourcesBefore = Resources.total
            let count = 100_000
            nonisolated(unsafe) var received = 0
            nonisolated(unsafe) var completed = false
            nonisolated(unsafe) var depths = StackDepthRange()
            Observable.concat((0..<count).map { Observable.just($0) })
                .subscribe(
                    onNext: { _ in
                        received += 1
                        depths.record()
                    },
                    onCompleted: { completed = true }
                )
                .dispose()
            guard received == count, completed else { exit(1) }
            guard depths.spread < 64 * 1024 else { exit(2) }
            guard Resources.total == resourcesBefore else { exit(3) }
        }
    }
}

/// Runs `body` on a new thread with a 64 MB stack, so that a broken implementation shows up
/// as a large stack spread rather than a crash; waits for it, `nil` on timeout.
private func onThreadWithLargeStack<T>(_ body: @escaping () -> T) -> T? {
    // Handed over: the thread runs the body and writes the result before it signals `done`;
    // the result is read only after `done` was waited for.
    let outcome = SharedAcrossThreads<(body: () -> T, result: T?)>((body, nil))
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        outcome.value.result = outcome.value.body()
        done.signal()
    }
    thread.stackSize = 64 * 1024 * 1024
    thread.start()
    guard done.wait(timeout: .now() + 60) == .success else { return nil }
    return outcome.value.result
}
