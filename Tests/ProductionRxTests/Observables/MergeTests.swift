// `merge` of a fixed set of sequences: every element as it arrives, one at a time, and
// completion when all have completed. Chapter 5; chapter 7 explains the interleaving.
import Dispatch
import ProductionRx
import Testing

@Suite("merge", .leakChecked)
struct MergeTests {
    @Test func mergeOfTwoOfsInterleavesThemOneElementPerTrampolineStep() {
        // RxSwift's quirk (`RxSwift/Observables/Sequence.swift`,
        // `RxSwift/Schedulers/CurrentThreadScheduler.swift`): each `of` sends one element per step of the current
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
        nonisolated(unsafe) let subscription = SingleAssignmentDisposable()
        nonisolated(unsafe) var seen: [Int] = []
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
        let detector = OverlapDetector<Int>()
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
