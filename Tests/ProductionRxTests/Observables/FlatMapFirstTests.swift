// `flatMapFirst` and `merge()` (Sources/ProductionRx/Observables/Merge.swift, `MergeSink`):
// flatMapFirst drops outer elements while an inner runs; merge() flattens a sequence of
// sequences. Virtual time with subscription logs; completion, errors, disposal, reentrancy,
// threads. Chapter 10 ("Combining and recovering").
import Dispatch
import ProductionRx
import ProductionRxTest
import XCTest

/// flatMapFirst and merge()
final class FlatMapFirstTests: RxTestCase {
    func testFlatMapFirstIgnoresElementsWhileAnInnerIsRunningWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable(marbles: "-a-b---c--|", values: ["a": 1, "b": 2, "c": 3])
        nonisolated(unsafe) let inner: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-1|")
        nonisolated(unsafe) var selected: [Int] = []

        let res = scheduler.start {
            outer.flatMapFirst { value -> TestableObservable<Int> in
                selected.append(value)
                return inner
            }
        }

        // `b` (230) arrives while the inner of `a` runs (210–250); `c` (270) after it.
        assertMarbles(res.events, "--1-1---1-1|")
        XCTAssertEqual(selected, [1, 3])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250), Subscription(270, 310)])
    }

    func testFlatMapFirstForwardsTheErrorTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .completed(500)])

        let res = scheduler.start { outer.flatMapFirst { _ -> Observable<Int> in throw TestError.boom } }

        XCTAssertEqual(res.events, [.error(210, TestError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 210)])
    }

    func testMergeFlattensASequenceOfSequencesAsTheirElementsArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(50, 1), .completed(60)])
        let second = scheduler.createColdObservable([.next(10, 2), .completed(100)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(230, second), .completed(240)])

        let res = scheduler.start { outer.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .next(260, 1), .completed(330)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 330)])
    }

    func testMergeForwardsAnInnersErrorAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(100, 1)])
        let second: TestableObservable<Int> = scheduler.createColdObservable([.error(10, TestError.boom)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(230, second)])

        let res = scheduler.start { outer.merge() }

        XCTAssertEqual(res.events, [.next(220, 1), .error(240, TestError.boom)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
    }

    func testMergeOfJustsCompletesWithTheOuter() {
        XCTAssertEqual(record(Observable.of(Observable.just(1), Observable.just(2)).merge()), [.next(1), .next(2), .completed])
    }

}
