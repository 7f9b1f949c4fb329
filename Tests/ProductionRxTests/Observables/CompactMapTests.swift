// `compactMap` (Sources/ProductionRx/Observables/CompactMap.swift): values, end, errors, disposal.
import ProductionRx
import Testing

@Suite("compactMap", .leakChecked)
struct CompactMapTests {
    @Test func compactMapForwardsTheNonNilResultsOfTheTransform() {
        let evens = Observable.of(1, 2, 3, 4).compactMap { $0 % 2 == 0 ? "#\($0)" : nil }
        #expect(record(evens) == [.next("#2"), .next("#4"), .completed])
    }

    @Test func compactMapThatReturnsOnlyNilStillCompletes() {
        #expect(record(Observable.of(1, 2).compactMap { _ -> Int? in nil }) == [.completed])
    }

    @Test func compactMapForwardsCompletionOfAnEmptySource() {
        #expect(record(Observable<Int>.empty().compactMap { $0 }) == [.completed])
    }

    @Test func compactMapForwardsErrorThrownByTheTransformAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.compactMap { value -> Int? in
            if value == 2 { throw TestError.boom }
            return value
        }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        #expect(recorder.seen == [.next(1), .error("boom")])
        #expect(source.disposals == 1)
        subscription.dispose()
    }
}
