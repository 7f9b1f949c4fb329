// `take(_ count:)` (Sources/ProductionRx/Observables/Take.swift): values, early completion
// that disposes the source, errors, disposal, and `take(0)` as `empty()`.
import ProductionRx
import Testing

@Suite("take", .leakChecked)
struct TakeTests {
    @Test func takeForwardsTheFirstCountElementsThenCompletes() {
        #expect(record(Observable.of(1, 2, 3, 4, 5).take(3)) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func takeOfMoreThanAvailableForwardsEverythingAndTheSourcesCompletion() {
        #expect(record(Observable.of(1, 2).take(5)) == [.next(1), .next(2), .completed])
    }

    /// RxSwift: `take(0)` returns `Observable.empty()` (`RxSwift/Observables/Take.swift`).
    @Test func takeZeroCompletesWithoutSubscribingToTheSource() {
        let source = ManualSource<Int>()
        #expect(record(source.observable.take(0)) == [.completed])
        #expect(source.subscriptions == 0)
    }

    /// The observer sends the last element from inside `on(.next)` of the one before: take
    /// completes inside, and the outer call, finding the count used up too, must not complete
    /// again (the disposed sink forwards nothing). The source's debug tracker prints a
    /// "Reentrancy anomaly" warning here, on purpose.
    @Test func takeCompletesOnceWhenTheLastElementArrivesReentrantly() {
        let source = ManualSource<Int>()
        // A plain observer, not `subscribe(onNext:)`, whose own stop flag would hide a second
        // completion.
        let observer = ReentrantObserver()
        observer.onFirst = { source.send(.next(2)) }
        let subscription = source.observable.take(2).subscribe(observer)
        source.send(.next(1))
        #expect(observer.recorder.seen == [.next(1), .next(2), .completed])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    /// If take did not dispose the source on completion, this would never return.
    /// The limit also counts the wait for the leak check's turn (the tests take turns), over
    /// three minutes under ThreadSanitizer on two busy cores; the test itself takes milliseconds.
    @Test(.timeLimit(.minutes(10)))
    func takeStopsAnEndlessSynchronousSource() {
        #expect(record(Observable.from(1...).take(3)) == [.next(1), .next(2), .next(3), .completed])
    }

    /// The same, on a long but finite source, so that a regression fails instead of hanging.
    @Test func takeAsksTheSourceForNoMoreElementsThanItNeeds() {
        var pulled = 0
        let counted = (1...).lazy.map { value -> Int in
            pulled += 1
            return value
        }.prefix(100_000)
        #expect(record(Observable.from(counted).take(3)) == [.next(1), .next(2), .next(3), .completed])
        #expect(pulled == 3)
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
