// `filter` (Sources/ProductionRx/Observables/Filter.swift): values, end, errors, disposal.
import ProductionRx
import Testing

@Suite("filter", .leakChecked)
struct FilterTests {
    @Test func filterForwardsOnlyTheElementsThePredicateAccepts() {
        #expect(record(Observable.of(1, 2, 3, 4, 5).filter { $0 % 2 == 1 }) == [.next(1), .next(3), .next(5), .completed])
    }

    @Test func filterThatRejectsEverythingStillCompletes() {
        #expect(record(Observable.of(1, 2, 3).filter { _ in false }) == [.completed])
    }

    @Test func filterForwardsCompletionOfAnEmptySource() {
        #expect(record(Observable<Int>.empty().filter { _ in true }) == [.completed])
    }

    @Test func filterForwardsTheSourcesError() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.filter { $0 > 1 }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.next(2), .error("boom")])
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func filterForwardsErrorThrownByThePredicateAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.filter { value in
            if value == 2 { throw TestError.boom }
            return true
        }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        #expect(recorder.seen == [.next(1), .error("boom")])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
        subscription.dispose()
    }

    /// The leak check fails if the sink does not dispose itself on the terminal event.
    @Test func filterReleasesTheSubscriptionWhenTheSourceEndsWithoutAnExplicitDispose() {
        let recorder = Recorder<Int>()
        _ = Observable.of(1, 2).filter { _ in true }.subscribe(recorder)
        _ = Observable<Int>.error(TestError.boom).filter { _ in true }.subscribe(recorder)
        #expect(recorder.seen == [.next(1), .next(2), .completed, .error("boom")])
    }

    @Test func filterCallsThePredicateOncePerElement() {
        var calls = 0
        _ = record(
            Observable.of(1, 2, 3).filter { _ in
                calls += 1; return true
            })
        #expect(calls == 3)
    }

    @Test func disposingTheFilteredSubscriptionDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.filter { _ in true }.subscribe(recorder)
        source.send(.next(1))
        subscription.dispose()
        source.send(.next(2))
        #expect(recorder.seen == [.next(1)])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
    }
}
