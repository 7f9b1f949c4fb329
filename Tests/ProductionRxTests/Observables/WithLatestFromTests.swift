// `withLatestFrom` in virtual time: the source's elements paired with the latest element of
// a second sequence, which never triggers a send by itself. Chapter 10 ("Combining and
// recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class WithLatestFromTests: RxTestCase {

    func testWithLatestFromWithoutSelectorSendsTheSecondsElement() {
        MarbleRow(given: "-1--2-3-|", "--a--b|", sends: "----a-b-|").expect { $0[0].withLatestFrom($0[1]) }
    }

    // A cold second source sends its first element one tick after the subscription (the
    // test scheduler's processing delay), before the first source's first element.
    func testWithLatestFromFailsWhenEitherSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5---#", error: TestError.boom)
        let secondFails = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        assertEvents(secondFails.events, equal: [.next(210, 6), .next(230, 7), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])

        let failing: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-#", error: TestError.other)
        let constant: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5-----")
        let firstFails = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { failing.withLatestFrom(constant) { $0 + $1 } }
        assertEvents(firstFails.events, equal: [.next(1210, 6), .error(1230, TestError.other)])
        XCTAssertEqual(constant.subscriptions, [Subscription(1200, 1230)])
    }

    func testWithLatestFromSubscribesTheSecondSourceFirst() {
        // A value the second sends while being subscribed is there for the first's elements.
        nonisolated(unsafe) var order: [String] = []
        let first = Observable<Int>.create { observer in
            order.append("first")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let second = Observable<String>.create { observer in
            order.append("second")
            observer.onNext("x")
            return Disposables.create()
        }
        XCTAssertTrue(record(first.withLatestFrom(second) { "\($0)\($1)" }) == [.next("1x"), .completed])
        XCTAssertEqual(order, ["second", "first"])
    }

    func testDisposingFromInsideOnNextStopsWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "0-------|")
        let observer = DisposingFromInside<Int>()
        scheduler.scheduleAt(200) { observer.subscribe(to: xs.withLatestFrom(ys)) }
        scheduler.start()
        XCTAssertEqual(observer.seen, [0])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }
}

/// The tests of WithLatestFromTests that run over a table of arguments, each case reported on its
/// own by Swift Testing.
@Suite("withLatestFrom: argument tables", .leakChecked)
struct WithLatestFromTableTests {
    // The first source's line, then the second's; the second's is cold where it starts with
    // its element (sent one tick after the subscription, before the first's first element).
    // withLatestFrom joins each element with the latest of the second ("2" and "a" make
    // "2a"), and an `X` makes the selector throw.
    @Test(arguments: [
        // The second's completion at 260 changes nothing: its last element keeps being used.
        MarbleRow(
            "drops elements before the second has sent, then uses its latest", given: "-1-2--34--|", "--a-bc|", sends: "---A--BC--|",
            values: ["A": "2a", "B": "3c", "C": "4c"], subscribed: [200...300, 200...260]),
        MarbleRow(
            "sends the error the selector throws", given: "-1-X-3-|", cold: "5-------|", sends: "-A-#", values: ["A": "15"], subscribed: [200...230, 200...230]),
        MarbleRow(
            "disposed, it lets both sources go", given: "-1-2-3-4-|", cold: "5---------|", sends: "-A-B", values: ["A": "15", "B": "25"],
            subscribed: [200...235, 200...235], disposed: 235),
    ])
    func withLatestFromOfTwo(_ row: MarbleRow) {
        row.expect { $0[0].withLatestFrom($0[1], resultSelector: joined) }
    }
}
