// `dematerialize`: elements that are events become the events again. Chapter 5.
import ProductionRx
import XCTest

final class DematerializeTests: RxTestCase {
    func testDematerializeTurnsNextElementsIntoElements() {
        let events: Observable<Event<Int>> = Observable.of(.next(1), .next(2))
        XCTAssertEqual(record(events.dematerialize()), [.next(1), .next(2), .completed])
    }

    func testDematerializeEndsAtACompletedElementAndDisposesTheSource() {
        let source = ManualSource<Event<Int>>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.dematerialize().subscribe(recorder)
        source.send(.next(.next(1)))
        source.send(.next(.completed))
        source.send(.next(.next(2)))
        XCTAssertEqual(recorder.seen, [.next(1), .completed])
        XCTAssertFalse(source.isObserved)
        subscription.dispose()
    }

    func testDematerializeEndsAtAnErrorElementWithThatError() {
        let events: Observable<Event<Int>> = Observable.of(.next(1), .error(TestError.boom), .next(2))
        XCTAssertEqual(record(events.dematerialize()), [.next(1), .error("boom")])
    }

    func testDematerializeForwardsTheSourcesOwnError() {
        let failing = Observable<Event<Int>>.error(TestError.other)
        XCTAssertEqual(record(failing.dematerialize()), [.error("other")])
    }

    func testDematerializeUndoesMaterialize() {
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError.boom)
            return Disposables.create()
        }
        XCTAssertEqual(record(failing.materialize().dematerialize()), [.next(1), .error("boom")])
        XCTAssertEqual(record(Observable.of(1, 2).materialize().dematerialize()), [.next(1), .next(2), .completed])
    }
}
