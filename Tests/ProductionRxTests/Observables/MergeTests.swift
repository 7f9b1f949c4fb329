// `merge` of a fixed set of sequences: every element as it arrives, one at a time, and
// completion when all have completed. Chapter 5; chapter 7 explains the interleaving.
import Dispatch
import ProductionRx
import ProductionRxTest
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

    // The first source's line, then the second's.
    @Test func mergeForwardsElementsAsTheyArriveAndCompletesWhenAllSourcesHaveCompleted() {
        let row = MarbleRow(given: "--2|", "-1--3|", sends: "-12-3|", subscribed: [200...230, 200...250])
        row.expect { Observable.merge($0[0], $0[1]) }
    }

    @Test func mergeEndsWithTheFirstErrorAndDisposesTheOtherSources() {
        MarbleRow(given: "-1--2", "--#", sends: "-1#", subscribed: [200...220, 200...220]).expect { Observable.merge($0[0], $0[1]) }
    }

    @Test func disposingTheMergeDisposesEverySource() {
        MarbleRow(given: "-1", "--2", sends: "", subscribed: [200...205, 200...205], disposed: 205).expect { Observable.merge($0[0], $0[1]) }
    }

    @Test func disposingFromInsideOnNextStopsEverySource() {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let observer = DisposingFromInside<Int>()
        observer.subscribe(to: Observable.merge(first.observable, second.observable))
        second.send(.next(1))
        first.send(.next(2))
        #expect(observer.seen == [1])
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
