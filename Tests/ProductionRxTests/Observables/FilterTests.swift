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

    @Test func filterCallsThePredicateOncePerElement() {
        nonisolated(unsafe) var calls = 0
        _ = record(
            Observable.of(1, 2, 3).filter { _ in
                calls += 1; return true
            })
        #expect(calls == 3)
    }
}
