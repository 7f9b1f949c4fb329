// `element(at:)` (Sources/ProductionRx/Observables/ElementAt.swift): the element, early
// completion that disposes the source, `RxError.argumentOutOfRange`, errors, disposal.
import ProductionRx
import Testing

@Suite("element(at:)", .leakChecked)
struct ElementAtTests {
    private let outOfRange = String(describing: RxError.argumentOutOfRange)

    @Test func elementAtSendsOnlyTheElementAtTheIndexThenCompletes() {
        #expect(record(Observable.of(10, 20, 30).element(at: 1)) == [.next(20), .completed])
        #expect(record(Observable.of(10, 20, 30).element(at: 0)) == [.next(10), .completed])
    }

    @Test func elementAtCompletesAndDisposesTheSourceAsSoonAsTheElementArrives() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.element(at: 1).subscribe(recorder)
        source.send(.next(10))
        #expect(source.isObserved)
        source.send(.next(20))
        #expect(recorder.seen == [.next(20), .completed])
        #expect(source.disposals == 1)
        #expect(!source.isObserved)
        subscription.dispose()
    }

    @Test func elementAtFailsWithArgumentOutOfRangeWhenTheSourceCompletesTooEarly() {
        #expect(record(Observable.of(10, 20).element(at: 2)) == [.error(outOfRange)])
        #expect(record(Observable<Int>.empty().element(at: 0)) == [.error(outOfRange)])
    }

    @Test func elementAtWithANegativeIndexStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().element(at: -1)
        }
    }
}
