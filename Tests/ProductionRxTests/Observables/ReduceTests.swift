// `reduce` (Sources/ProductionRx/Observables/Reduce.swift), with and without `mapResult`: one
// result on completion, errors (the source's and both closures'), disposal.
import ProductionRx
import Testing

@Suite("reduce", .leakChecked)
struct ReduceTests {
    @Test func reduceSendsTheFinalAccumulationThenCompletes() {
        #expect(record(Observable.of(1, 2, 3).reduce(0) { (sum: Int, element: Int) in sum + element }) == [.next(6), .completed])
    }

    @Test func reduceWithMapResultSendsTheMappedAccumulation() {
        let described = Observable.of(1, 2, 3).reduce(0, accumulator: { $0 + $1 }, mapResult: { "sum \($0)" })
        #expect(record(described) == [.next("sum 6"), .completed])
    }

    @Test func reduceOfAnEmptySourceSendsTheSeed() {
        #expect(record(Observable<Int>.empty().reduce(42) { $0 + $1 }) == [.next(42), .completed])
    }

    @Test func reduceSendsNothingBeforeTheSourceCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.reduce(0) { (sum: Int, element: Int) in sum + element }.subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        #expect(recorder.seen == [])
        source.send(.completed)
        #expect(recorder.seen == [.next(3), .completed])
        subscription.dispose()
    }

    @Test func reduceSendsNoResultWhenTheSourceFails() {
        let failing = Observable.of(1, 2).concat(Observable.error(TestError.boom))
        #expect(record(failing.reduce(0) { (sum: Int, element: Int) in sum + element }) == [.error("boom")])
    }

    @Test func reduceForwardsErrorThrownByMapResult() {
        let failing = Observable.of(1, 2).reduce(0, accumulator: { $0 + $1 }, mapResult: { _ -> String in throw TestError.boom })
        #expect(record(failing) == [.error("boom")])
    }
}
