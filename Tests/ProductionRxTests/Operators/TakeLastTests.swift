// `takeLast(_ count:)` (Sources/ProductionRx/Observables/TakeLast.swift): buffering until
// completion, errors, disposal, a negative count.
import ProductionRx
import Testing

@Suite("takeLast", .leakChecked)
struct TakeLastTests {
    @Test func takeLastForwardsTheLastCountElementsThenCompletes() {
        #expect(record(Observable.of(1, 2, 3, 4, 5).takeLast(2)) == [.next(4), .next(5), .completed])
    }

    @Test func takeLastSendsNothingUntilTheSourceCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.takeLast(2).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        #expect(recorder.seen == [])
        source.send(.completed)
        #expect(recorder.seen == [.next(2), .next(3), .completed])
        subscription.dispose()
    }

    @Test func takeLastOfMoreThanAvailableForwardsEverything() {
        #expect(record(Observable.of(1, 2).takeLast(5)) == [.next(1), .next(2), .completed])
    }

    @Test func takeLastZeroOnlyCompletes() {
        #expect(record(Observable.of(1, 2).takeLast(0)) == [.completed])
    }

    @Test func takeLastForwardsTheSourcesErrorAndDropsTheBuffer() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.takeLast(2).subscribe(recorder)
        source.send(.next(1))
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.error("boom")])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    /// The leak check fails if the sink does not dispose itself on the terminal event.
    @Test func takeLastReleasesTheSubscriptionWhenTheSourceEndsWithoutAnExplicitDispose() {
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2, 3).takeLast(1).subscribe(recorder)
        _ = Observable<Int>.error(TestError.boom).takeLast(1).subscribe(recorder)
        #expect(recorder.seen == [.next(3), .completed, .error("boom")])
    }

    @Test func disposingTheTakeLastSubscriptionDisposesTheSourceAndSendsNothing() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.takeLast(2).subscribe(recorder)
        source.send(.next(1))
        subscription.dispose()
        source.send(.completed)
        #expect(recorder.seen == [])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
    }

    @Test func takeLastWithANegativeCountStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().takeLast(-1)
        }
    }
}
