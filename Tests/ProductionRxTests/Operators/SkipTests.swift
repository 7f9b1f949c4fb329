// `skip(_ count:)` (Sources/ProductionRx/Observables/Skip.swift): values, completion, errors,
// disposal.
import ProductionRx
import Testing

@Suite("skip", .leakChecked)
struct SkipTests {
    @Test func skipDropsTheFirstCountElementsAndForwardsTheRest() {
        #expect(record(Observable.of(1, 2, 3, 4, 5).skip(2)) == [.next(3), .next(4), .next(5), .completed])
    }

    @Test func skipOfMoreThanAvailableOnlyCompletes() {
        #expect(record(Observable.of(1, 2).skip(5)) == [.completed])
    }

    @Test func skipZeroForwardsEverything() {
        #expect(record(Observable.of(1, 2).skip(0)) == [.next(1), .next(2), .completed])
    }

    /// RxSwift does not check the count: a negative one skips nothing (`remaining <= 0`).
    @Test func skipOfANegativeCountForwardsEverything() {
        #expect(record(Observable.of(1, 2).skip(-3)) == [.next(1), .next(2), .completed])
    }

    @Test func skipForwardsTheSourcesErrorEvenWhileSkipping() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(3).subscribe(recorder)
        source.send(.next(1))
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.error("boom")])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    /// The leak check fails if the sink does not dispose itself on the terminal event.
    @Test func skipReleasesTheSubscriptionWhenTheSourceEndsWithoutAnExplicitDispose() {
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2).skip(1).subscribe(recorder)
        _ = Observable<Int>.error(TestError.boom).skip(1).subscribe(recorder)
        #expect(recorder.seen == [.next(2), .completed, .error("boom")])
    }

    @Test func disposingTheSkipSubscriptionDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(1).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        subscription.dispose()
        source.send(.next(3))
        #expect(recorder.seen == [.next(2)])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
    }
}
