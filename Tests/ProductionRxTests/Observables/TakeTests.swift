// `take(_ count:)` (Sources/ProductionRx/Observables/Take.swift): values, early completion
// that disposes the source, errors, disposal, and `take(0)` as `empty()`.
import ProductionRx
import Testing
import XCTest

final class TakeTests: RxTestCase {
    func testTakeForwardsTheFirstCountElementsThenCompletes() {
        XCTAssertEqual(record(Observable.of(1, 2, 3, 4, 5).take(3)), [.next(1), .next(2), .next(3), .completed])
    }

    func testTakeOfMoreThanAvailableForwardsEverythingAndTheSourcesCompletion() {
        XCTAssertEqual(record(Observable.of(1, 2).take(5)), [.next(1), .next(2), .completed])
    }

    /// RxSwift: `take(0)` returns `Observable.empty()` (`RxSwift/Observables/Take.swift`).
    func testTakeZeroCompletesWithoutSubscribingToTheSource() {
        let source = ManualSource<Int>()
        XCTAssertEqual(record(source.observable.take(0)), [.completed])
        XCTAssertEqual(source.subscriptions, 0)
    }

    /// The observer sends the last element from inside `on(.next)` of the one before: take
    /// completes inside, and the outer call, finding the count used up too, must not complete
    /// again (the disposed sink forwards nothing). The source's debug tracker prints a
    /// "Reentrancy anomaly" warning here, on purpose.
    func testTakeCompletesOnceWhenTheLastElementArrivesReentrantly() {
        let source = ManualSource<Int>()
        // A plain observer, not `subscribe(onNext:)`, whose own stop flag would hide a second
        // completion.
        let observer = ReentrantObserver()
        observer.onFirst = { source.send(.next(2)) }
        let subscription = source.observable.take(2).subscribe(observer)
        source.send(.next(1))
        XCTAssertEqual(observer.recorder.seen, [.next(1), .next(2), .completed])
        XCTAssertFalse(source.isObserved)
        subscription.dispose()
    }

    /// The same, on a long but finite source, so that a regression fails instead of hanging.
    func testTakeAsksTheSourceForNoMoreElementsThanItNeeds() {
        var pulled = 0
        let counted = (1...).lazy.map { value -> Int in
            pulled += 1
            return value
        }.prefix(100_000)
        XCTAssertEqual(record(Observable.from(counted).take(3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(pulled, 3)
    }

}

/// The tests of TakeTests that need Swift Testing: a time limit, and an exit test (a process of
/// their own), which XCTest has not.
@Suite("take: time limit and exit tests", .leakChecked)
struct TakeExitTests {
    /// If take did not dispose the source on completion, this would never return.
    /// The limit also counts the wait for the leak check's turn (the tests take turns), over
    /// three minutes under ThreadSanitizer on two busy cores; the test itself takes milliseconds.
    @Test(.timeLimit(.minutes(10)))
    func takeStopsAnEndlessSynchronousSource() {
        #expect(record(Observable.from(1...).take(3)) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func takeWithANegativeCountStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().take(-1)
        }
    }
}

/// Records events and runs `onFirst` from inside the first `on(.next)`.
private final class ReentrantObserver: ObserverType {
    let recorder = Recorder<Int>()
    var onFirst: (() -> Void)?

    func on(_ event: Event<Int>) {
        recorder.on(event)
        if case .next = event, let first = onFirst {
            onFirst = nil
            first()
        }
    }
}
