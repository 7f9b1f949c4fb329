// `merge` of a fixed set of sequences: every element as it arrives, one at a time, and
// completion when all have completed. Chapter 5; chapter 7 explains the interleaving.
import Dispatch
import ProductionRx
import Synchronization
import Testing

/// Counts how many calls are inside `on(_:)` at once, and remembers if it ever was more
/// than one. Thread-safe: its state is atomics only.
private final class OverlapDetector: ObserverType, Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapped = Atomic<Bool>(false)
    private let elements = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    func on(_ event: Event<Int>) {
        if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlapped.store(true, ordering: .sequentiallyConsistent)
        }
        // A little work inside the call widens the window in which another call could enter.
        var spin = 0
        for value in 0..<200 { spin &+= value }
        _ = spin
        switch event {
        case .next:
            elements.add(1, ordering: .sequentiallyConsistent)
        case .error, .completed:
            finished.signal()
        }
        inside.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Waits for the terminal event; `false` on timeout.
    func waitForTermination() -> Bool {
        finished.wait(timeout: .now() + 30) == .success
    }

    var didOverlap: Bool { overlapped.load(ordering: .sequentiallyConsistent) }
    var elementCount: Int { elements.load(ordering: .sequentiallyConsistent) }
}

@Suite("merge", .leakChecked)
struct MergeTests {
    @Test func mergeOfTwoOfsInterleavesThemOneElementPerTrampolineStep() {
        // RxSwift's documented quirk: each `of` sends one element per step of the current
        // thread's trampoline, so the two sources take turns.
        #expect(record(Observable.merge(Observable.of(1, 2), Observable.of(3, 4))) == [.next(1), .next(3), .next(2), .next(4), .completed])
    }

    @Test func mergeOfAnArrayAndOfACollectionDeliverEverySourcesElements() {
        let sources = [Observable.just(1), Observable.just(2), Observable.just(3)]
        #expect(record(Observable.merge(sources)) == [.next(1), .next(2), .next(3), .completed])
        #expect(record(Observable.merge(sources[1...])) == [.next(2), .next(3), .completed])
    }

    @Test func mergeOfNothingCompletesAtOnce() {
        #expect(record(Observable<Int>.merge([])) == [.completed])
    }

    @Test func mergeForwardsElementsAsTheyArriveAndCompletesWhenAllSourcesHaveCompleted() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(first.observable, second.observable).subscribe(recorder)
        second.send(.next(1))
        first.send(.next(2))
        first.send(.completed)
        #expect(!first.isObserved)
        #expect(recorder.seen == [.next(1), .next(2)])
        second.send(.next(3))
        second.send(.completed)
        #expect(recorder.seen == [.next(1), .next(2), .next(3), .completed])
        #expect(!second.isObserved)
        subscription.dispose()
    }

    @Test func mergeEndsWithTheFirstErrorAndDisposesTheOtherSources() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(first.observable, second.observable).subscribe(recorder)
        first.send(.next(1))
        second.send(.error(TestError.boom))
        first.send(.next(2))
        #expect(recorder.seen == [.next(1), .error("boom")])
        #expect(!first.isObserved)
        #expect(!second.isObserved)
        subscription.dispose()
    }

    @Test func disposingTheMergeDisposesEverySource() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = Observable.merge(first.observable, second.observable).subscribe(recorder)
        subscription.dispose()
        first.send(.next(1))
        #expect(recorder.seen == [])
        #expect(first.disposals == 1)
        #expect(second.disposals == 1)
    }

    @Test func disposingFromInsideOnNextStopsEverySource() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let subscription = SingleAssignmentDisposable()
        var seen: [Int] = []
        subscription.setDisposable(
            Observable.merge(first.observable, second.observable).subscribe(onNext: { value in
                seen.append(value)
                subscription.dispose()
            })
        )
        second.send(.next(1))
        first.send(.next(2))
        #expect(seen == [1])
        #expect(first.disposals == 1)
        #expect(second.disposals == 1)
    }

    @Test func mergeOfSourcesOnDifferentQueuesNeverCallsTheObserverConcurrently() {
        let count = 20_000
        let detector = OverlapDetector()
        let subscription = Observable.merge(
            sendingOnItsOwnQueue("merge.first", count: count),
            sendingOnItsOwnQueue("merge.second", count: count),
            sendingOnItsOwnQueue("merge.third", count: count)
        ).subscribe(detector)
        #expect(detector.waitForTermination())
        subscription.dispose()
        #expect(detector.elementCount == 3 * count)
        #expect(!detector.didOverlap)
    }
}
