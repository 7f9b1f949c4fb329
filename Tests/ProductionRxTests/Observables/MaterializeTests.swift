// `materialize`: every event of the source arrives as an element, then the result
// completes. Chapter 5.
import ProductionRx
import XCTest

/// The materialized events as text (`Event` is not `Equatable`).
private func materialized(_ source: Observable<Int>) -> [Seen<String>] {
    record(source.materialize().map { "\($0)" })
}

final class MaterializeTests: RxTestCase {
    func testMaterializeSendsEachElementAndTheCompletionAsElementsThenCompletes() {
        XCTAssertEqual(materialized(Observable.of(1, 2)), [.next("next(1)"), .next("next(2)"), .next("completed"), .completed])
    }

    func testMaterializeTurnsTheSourcesErrorIntoAnElementAndCompletes() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        XCTAssertEqual(materialized(failing), [.next("next(1)"), .next("error(boom)"), .completed])
    }

    func testMaterializeOfAnEmptySourceSendsOnlyTheCompletion() {
        XCTAssertEqual(materialized(Observable.empty()), [.next("completed"), .completed])
    }

    func testMaterializeTurnsALaterErrorOfTheSourceIntoAnElementAndCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<String>()
        let subscription = source.observable.materialize().map { "\($0)" }.subscribe(recorder)
        source.send(.error(TestError.boom))
        XCTAssertEqual(recorder.seen, [.next("error(boom)"), .completed])
        XCTAssertFalse(source.isObserved)
        subscription.dispose()
    }
}
