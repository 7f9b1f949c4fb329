// `takeLast(_ count:)` (Sources/ProductionRx/Observables/TakeLast.swift): buffering until
// completion, errors, disposal, a negative count.
import ProductionRx
import Testing
import XCTest

final class TakeLastTests: RxTestCase {
    func testTakeLastForwardsTheLastCountElementsThenCompletes() {
        XCTAssertEqual(record(Observable.of(1, 2, 3, 4, 5).takeLast(2)), [.next(4), .next(5), .completed])
    }

    func testTakeLastSendsNothingUntilTheSourceCompletes() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = source.observable.takeLast(2).subscribe(recorder)
        source.send(.next(1))
        source.send(.next(2))
        source.send(.next(3))
        XCTAssertEqual(recorder.seen, [])
        source.send(.completed)
        XCTAssertEqual(recorder.seen, [.next(2), .next(3), .completed])
        subscription.dispose()
    }

    func testTakeLastOfMoreThanAvailableForwardsEverything() {
        XCTAssertEqual(record(Observable.of(1, 2).takeLast(5)), [.next(1), .next(2), .completed])
    }

    func testTakeLastZeroOnlyCompletes() {
        XCTAssertEqual(record(Observable.of(1, 2).takeLast(0)), [.completed])
    }

    func testTakeLastDropsItsBufferWhenTheSourceFails() {
        let failing = Observable.of(1, 2).concat(Observable.error(TestError.boom))
        XCTAssertEqual(record(failing.takeLast(2)), [.error("boom")])
    }

}

/// The tests of TakeLastTests that need a process of their own (exit tests, which XCTest has not).
@Suite("takeLast: exit tests", .leakChecked)
struct TakeLastExitTests {
    @Test func takeLastWithANegativeCountStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.empty().takeLast(-1)
        }
    }
}
