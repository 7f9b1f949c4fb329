// `materialize`: every event of the source arrives as an element, then the result
// completes. Chapter 5.
import ProductionRx
import Testing

/// The materialized events as text (`Event` is not `Equatable`).
private func materialized(_ source: Observable<Int>) -> [Seen<String>] {
    record(source.materialize().map { "\($0)" })
}

@Suite("materialize", .leakChecked)
struct MaterializeTests {
    @Test func materializeSendsEachElementAndTheCompletionAsElementsThenCompletes() {
        #expect(materialized(Observable.of(1, 2)) == [.next("next(1)"), .next("next(2)"), .next("completed"), .completed])
    }

    @Test func materializeTurnsTheSourcesErrorIntoAnElementAndCompletes() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        #expect(materialized(failing) == [.next("next(1)"), .next("error(boom)"), .completed])
    }

    @Test func materializeOfAnEmptySourceSendsOnlyTheCompletion() {
        #expect(materialized(Observable.empty()) == [.next("completed"), .completed])
    }

    @Test func materializeTurnsALaterErrorOfTheSourceIntoAnElementAndCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<String>()
        let subscription = source.observable.materialize().map { "\($0)" }.subscribe(recorder)
        source.send(.error(TestError.boom))
        #expect(recorder.seen == [.next("error(boom)"), .completed])
        #expect(!source.isObserved)
        subscription.dispose()
    }
}
