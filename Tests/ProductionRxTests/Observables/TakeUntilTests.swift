// `take(until:)` another sequence (Sources/ProductionRx/Observables/TakeUntil.swift): values,
// completion that disposes both sources, errors, disposal, two threads.
import Dispatch
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class TakeUntilTests: RxTestCase {

    /// RxSwift subscribes to `other` first; when it fires during its own subscribe, the source
    /// is still subscribed (and at once disposed) and nothing of it is forwarded. Pinned from
    /// RxSwift 6's `TakeUntilSink.run` (`RxSwift/Observables/TakeWithPredicate.swift`).
    func testTakeUntilAnOtherThatFiresAtOnceOnlyCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.take(until: Observable.just("now")).subscribe(recorder)
        source.send(.next(1))
        XCTAssertEqual(recorder.seen, [.completed])
        XCTAssertEqual(source.subscriptions, source.disposals)
        XCTAssertFalse(source.isObserved)
        subscription.dispose()
        // A source that also sends during subscribe is too late: `other` went first.
        XCTAssertEqual(record(Observable.just(1).take(until: Observable.just("now"))), [.completed])
    }

    /// The other sequence fires on a second thread while the observer is still inside
    /// `on(.next)` on the first: the lock makes the completion wait until `on` returns.
    func testTakeUntilMakesTheOthersCompletionWaitForTheSourcesElementOnAnotherThread() {
        let source = ManualSource<Int>()
        let other = ManualSource<Int>()
        let enteredFirstElement = DispatchSemaphore(value: 0)
        let releaseFirstElement = DispatchSemaphore(value: 0)
        // Holds the first element's `on` open until the test releases it.
        let observer = OverlapDetector<Int> { event in
            if case .next = event {
                enteredFirstElement.signal()
                _ = releaseFirstElement.wait(timeout: .now() + 10)
            }
        }
        let subscription = source.observable.take(until: other.observable).subscribe(observer)
        let group = DispatchGroup()

        onNewThread(group) { source.send(.next(1)) }
        XCTAssertEqual(enteredFirstElement.wait(timeout: .now() + 10), .success)

        onNewThread(group) { other.send(.next(0)) }
        // Correct code never delivers `completed` now; broken code usually does within this time.
        let completedWhileInsideOnNext = observer.waitForTermination(seconds: 0.5)
        XCTAssertFalse(completedWhileInsideOnNext)

        releaseFirstElement.signal()
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(observer.seen, [.next(1), .completed])
        XCTAssertFalse(observer.didOverlap)
        subscription.dispose()
    }

    /// Both sources send from their own thread at once, many times: the observer still sees one
    /// call at a time and nothing after the completion.
    func testTakeUntilNeverOverlapsOrForwardsAfterCompletingUnderConcurrentSources() {
        for _ in 0..<20 {
            let source = ManualSource<Int>()
            let other = ManualSource<Int>()
            let observer = OverlapDetector<Int>()
            let subscription = source.observable.take(until: other.observable).subscribe(observer)
            let group = DispatchGroup()
            onNewThread(group) {
                for value in 0..<2_000 { source.send(.next(value)) }
            }
            onNewThread(group) {
                other.send(.next(0))
            }
            XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
            XCTAssertTrue(observer.didComplete)
            XCTAssertFalse(observer.didOverlap)
            subscription.dispose()
        }
    }
}

/// The tests of TakeUntilTests that run over a table of arguments, each case reported on its own by
/// Swift Testing.
@Suite("take(until:): argument tables", .leakChecked)
struct TakeUntilTableTests {
    // The source's line first, then the other's.
    @Test(arguments: [
        MarbleRow(
            "forwards the source until the other sends, then completes and lets both go", given: "-1-2-3", "----s", sends: "-1-2|",
            subscribed: [200...240, 200...240]),
        MarbleRow("fails with the other's error and lets both go", given: "-1----", "---#", sends: "-1-#", subscribed: [200...230, 200...230]),
        MarbleRow(
            "ignores the other's completion and keeps forwarding the source", given: "---1-|", "-|", sends: "---1-|", subscribed: [200...250, 200...210]),
        MarbleRow("forwards the source's completion and lets the other go", given: "-1-|", "------", sends: "-1-|", subscribed: [200...230, 200...230]),
    ])
    func takeUntil(_ row: MarbleRow) {
        row.expect { $0[0].take(until: $0[1]) }
    }
}

/// Runs `work` on a thread of its own (not a pool's, which may be too small to run two blocked
/// tasks at once on a two-core machine), inside `group`.
private func onNewThread(_ group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    Thread.detachNewThread {
        work()
        group.leave()
    }
}
