// `skip(while:)` (Sources/ProductionRx/Observables/SkipWhile.swift): values, completion,
// errors (the source's and the predicate's), disposal.
import ProductionRx
import Testing

@Suite("skip(while:)", .leakChecked)
struct SkipWhileTests {
    @Test func skipWhileDropsElementsUntilOneFailsThenForwardsEverything() {
        #expect(record(Observable.of(1, 2, 3, 1, 4).skip(while: { $0 < 3 })) == [.next(3), .next(1), .next(4), .completed])
    }

    @Test func skipWhileStopsCallingThePredicateOnceAnElementFails() {
        nonisolated(unsafe) var calls = 0
        _ = record(
            Observable.of(1, 2, 3, 1, 4).skip(while: { value in
                calls += 1
                return value < 2
            }))
        #expect(calls == 2)
    }

    @Test func skipWhileThatNeverFailsOnlyCompletes() {
        #expect(record(Observable.of(1, 2).skip(while: { _ in true })) == [.completed])
    }

    @Test func skipWhileForwardsErrorThrownByThePredicateAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.skip(while: { value in
            if value == 2 { throw TestError.boom }
            return true
        }).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        #expect(recorder.seen == [.error("boom")])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
        subscription.dispose()
    }
}
