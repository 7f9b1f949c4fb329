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

    @Test func takeLastDropsItsBufferWhenTheSourceFails() {
        let failing = Observable.of(1, 2).concat(Observable.error(TestError.boom))
        #expect(record(failing.takeLast(2)) == [.error("boom")])
    }

    @Test func takeLastWithANegativeCountStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().takeLast(-1)
        }
    }
}
