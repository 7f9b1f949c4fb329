// Infallibles combined: the flatMap family, concat and merge, zip and combineLatest of two to
// eight sources (generated) and of collections. Chapter 14.
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

/// Infallible: flatMap family
final class InfallibleFlatMapTests: RxTestCase {
    func testFlatMapMergesEveryInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b-------|")
        nonisolated(unsafe) let inner = ["a": scheduler.createColdObservable(marbles: "-1---2|"), "b": scheduler.createColdObservable(marbles: "-3-4|")]
        let res = scheduler.start { xs.infallible.flatMap { inner[$0]! } }
        assertMarbles(res.events, "--1---(23)-4----|")
    }

    func testFlatMapLatestFollowsOnlyTheNewestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b-------|")
        nonisolated(unsafe) let a = scheduler.createColdObservable(marbles: "-1---2|")
        nonisolated(unsafe) let b = scheduler.createColdObservable(marbles: "-3-4|")
        let res = scheduler.start { xs.infallible.flatMapLatest { $0 == "a" ? a.infallible : b.infallible } }
        assertMarbles(res.events, "--1---3-4----|")
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)], "the first inner sequence is disposed when the second arrives")
    }

    func testFlatMapLatestOnAnObservableWithInfallibleInnerSequencesIsAnInfallible() {
        // RxSwift has this overload on ObservableType (RxSwift/Observables/Switch.swift): the
        // result is typed `Infallible`.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b-------|")
        nonisolated(unsafe) let a = scheduler.createColdObservable(marbles: "-1---2|")
        nonisolated(unsafe) let b = scheduler.createColdObservable(marbles: "-3-4|")
        let res = scheduler.start { () -> Infallible<String> in
            xs.asObservable().flatMapLatest { $0 == "a" ? a.infallible : b.infallible }
        }
        assertMarbles(res.events, "--1---3-4----|")
        XCTAssertEqual(a.subscriptions, [Subscription(210, 250)], "the first inner sequence is disposed when the second arrives")
    }

    func testFlatMapLatestToAnInfallibleStillPassesTheSourcesErrorOn() {
        // The type says Infallible, but the source is an Observable: one of the doors chapter 14
        // lists ("What Infallible promises").
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = scheduler.createHotObservable(marbles: "-a--#", error: TestError.boom)
        nonisolated(unsafe) let inner = scheduler.createColdObservable(marbles: "-1-2-3|")
        let res = scheduler.start { () -> Infallible<String> in
            xs.asObservable().flatMapLatest { _ in inner.infallible }
        }
        assertEvents(res.events, equal: [.next(220, "1"), .error(240, TestError.boom)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240)])
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b------c---|")
        nonisolated(unsafe) let inner = scheduler.createColdObservable(marbles: "-1---2|")
        let res = scheduler.start { xs.infallible.flatMapFirst { _ in inner } }
        assertMarbles(res.events, "--1---2----1---2|")
    }

    func testConcatMapRunsInnerSequencesOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b----------|")
        nonisolated(unsafe) let inner = ["a": scheduler.createColdObservable(marbles: "-1---2|"), "b": scheduler.createColdObservable(marbles: "-3|")]
        let res = scheduler.start { xs.infallible.concatMap { inner[$0]! } }
        assertMarbles(res.events, "--1---2-3-----|")
    }
}

/// Infallible: concat and merge
final class InfallibleConcatMergeTests: RxTestCase {
    func testConcatRunsTheSecondAfterTheFirst() {
        XCTAssertEqual(record(Infallible.of(1, 2).concat(Infallible.just(3))), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(record(Infallible.of(1).concat(Observable.just(2))), [.next(1), .next(2), .completed])
    }

    func testStaticConcatInAllThreeForms() {
        let parts = [Infallible.just(1), Infallible.just(2)]
        let expected: [Seen<Int>] = [.next(1), .next(2), .completed]
        XCTAssertEqual(record(Infallible.concat(parts)), expected)
        XCTAssertTrue(record(Infallible.concat(parts.lazy.map { $0 })) == expected)
        XCTAssertEqual(record(Infallible.concat(AnySequence(parts))), expected)
        XCTAssertEqual(record(Infallible.concat(Infallible.just(1), Infallible.just(2))), expected)
    }

}

/// The tests of InfallibleConcatMergeTests that run over a table of arguments, each case reported
/// on its own by Swift Testing.
@Suite("Infallible: concat and merge: argument tables", .leakChecked)
struct InfallibleConcatMergeTableTests {
    @Test(arguments: ["variadic", "array", "collection"])
    func mergeInAllThreeFormsInterleavesByTime(form: String) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---c-|").infallible
        let ys = scheduler.createHotObservable(marbles: "---b---d|").infallible
        let res = scheduler.start {
            switch form {
            case "variadic": Infallible.merge(xs, ys)
            case "array": Infallible.merge([xs, ys])
            default: Infallible.merge([xs, ys].lazy.map { $0 })
            }
        }
        let merged =
            form != "collection"
            ? "-a-b-c-d|"
            : implementation.divergence(
                "Infallible.merge over a collection",
                because:
                    "RxSwift's Infallible.merge of a generic collection concatenates its sources (it calls Observable.concat), so a later source is subscribed only when the earlier one completes; ProductionRx merges, as the array and variadic forms do in both.",
                see: "RxSwift/Traits/Infallible/Infallible+Operators.swift",
                productionRx: { "-a-b-c-d|" },
                rxSwift: { "-a---c-d|" }
            )
        assertMarbles(res.events, merged)
    }
}

/// Infallible: zip and combineLatest
final class InfallibleZipCombineLatestTests: RxTestCase {
    /// `Infallible.just(1)` to `Infallible.just(8)`: a source's position shows in its element.
    private let numbered = (1...8).map { Infallible.just($0) }

    func testZipCombinesTheSourcesInOrderForEveryArity() {
        let s = numbered
        let expected: (Int) -> [Seen<[Int]>] = { count in [.next(Array(1...count)), .completed] }
        XCTAssertTrue(record(Infallible.zip(s[0], s[1]) { [$0, $1] }) == expected(2))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2]) { [$0, $1, $2] }) == expected(3))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }) == expected(4))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }) == expected(5))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }) == expected(6))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }) == expected(7))
        XCTAssertTrue(record(Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }) == expected(8))
    }

    func testZipWaitsForTheSlowerSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c|").infallible
        let ys = scheduler.createHotObservable(marbles: "----1---2---|").infallible
        let res = scheduler.start { Infallible.zip(xs, ys) { $0 + $1 } }
        assertMarbles(res.events, "----x---y---|", values: ["x": "a1", "y": "b2"])
    }

    func testCombineLatestWithAResultSelectorCombinesTheSourcesInOrderForEveryArity() {
        let s = numbered
        let expected: (Int) -> [Seen<[Int]>] = { count in [.next(Array(1...count)), .completed] }
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1]) { [$0, $1] }) == expected(2))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }) == expected(3))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }) == expected(4))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }) == expected(5))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }) == expected(6))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }) == expected(7))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }) == expected(8))
    }

    func testCombineLatestOfTuplesKeepsTheSourcesInOrderForEveryArity() {
        let s = numbered
        let expected: (Int) -> [Seen<[Int]>] = { count in [.next(Array(1...count)), .completed] }
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1]).map { [$0, $1] }) == expected(2))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2]).map { [$0, $1, $2] }) == expected(3))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }) == expected(4))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }) == expected(5))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }) == expected(6))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }) == expected(7))
        XCTAssertTrue(record(Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }) == expected(8))
    }

    func testCombineLatestSendsOnEveryChangeOnceAllHaveSpoken() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b---|").infallible
        let ys = scheduler.createHotObservable(marbles: "---1---2-|").infallible
        let res = scheduler.start { Infallible.combineLatest(xs, ys) { $0 + $1 } }
        assertMarbles(res.events, "---w-x-y-|", values: ["w": "a1", "x": "b1", "y": "b2"])
    }

    func testCombineLatestOfACollectionInBothForms() {
        let sources = [Infallible.just(1), Infallible.of(2, 3)]
        XCTAssertEqual(record(Infallible.combineLatest(sources)), [.next([1, 2]), .next([1, 3]), .completed])
        XCTAssertTrue(record(Infallible.combineLatest(sources) { $0.reduce(0, +) }) == [.next(3), .next(4), .completed])
    }
}
