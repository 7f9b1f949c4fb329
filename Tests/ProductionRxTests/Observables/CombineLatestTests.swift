// `combineLatest` in virtual time: nothing until every source has sent, then the latest of
// each on every element; completes when all have completed, fails at once; every arity and
// the collection form; sources on other queues. Chapter 10 ("Combining and recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class CombineLatestTests: RxTestCase {

    func testDisposingFromInsideOnNextStopsCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--1-2-3-|")
        let observer = DisposingFromInside<Int>(at: { $0.last == 3 })
        scheduler.scheduleAt(200) { observer.subscribe(to: Observable.combineLatest(xs, ys) { $0 + $1 }) }
        scheduler.start()
        XCTAssertEqual(observer.seen, [2, 3])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testCombineLatestWithoutSelectorSendsTuples() {
        let row = MarbleRow(cold: "-1-2-|", "--a-b-|", sends: "--ABC-|", values: ["A": "1a", "B": "2a", "C": "2b"])
        row.expect { Observable.combineLatest($0[0], $0[1]).map { $0 + $1 } }
    }

    func testDisposingCombineLatestOfEightDisposesAllEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = (0..<8).map { _ in scheduler.createColdObservable(marbles: "-1-2-3") }
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start(disposed: 220) {
            Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, b, c, d, e, f, g, h in a + b + c + d + e + f + g + h }
        }
        assertEvents(res.events, equal: [.next(210, 8)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        }
    }
}

/// The tests of CombineLatestTests that run over a table of arguments, each case reported on its
/// own by Swift Testing.
@Suite("combineLatest: argument tables", .leakChecked)
struct CombineLatestTableTests {
    // The first source's line, then the second's; combineLatest joins the latest of each ("1"
    // and "a" make "1a"), and an `X` makes the selector throw.
    @Test(arguments: [
        // After the first completed at 300, its latest element still combines with the second's.
        MarbleRow(
            "waits for every source, then combines the latest on each element", given: "-01-2-----|", "---a-b------c--|", sends: "---ABC------D--|",
            values: ["A": "1a", "B": "2a", "C": "2b", "D": "2c"], subscribed: [200...300, 200...350]),
        MarbleRow(
            "completes when every source has completed", given: "-1---|", "--2-----|", sends: "--A-----|", values: ["A": "12"],
            subscribed: [200...250, 200...280]),
        // RxSwift 6 (testCombineLatest_EmptyReturn, `RxSwift/Observables/CombineLatest.swift`): the first can never contribute,
        // so the first element of the second that cannot be combined ends the sequence.
        MarbleRow(
            "completes when an element arrives after a source completed without sending", given: "-|", "--1-2-|", sends: "--|",
            subscribed: [200...210, 200...220]),
        // RxSwift 6 (testCombineLatest_NeverEmpty, `RxSwift/Observables/CombineLatest.swift`): no completion until every source completed.
        MarbleRow("an empty source and a silent one: it waits", given: "-|", "------", sends: "", subscribed: [200...210, 200...1000]),
        MarbleRow("fails at once", given: "-1-#", "--a", sends: "--A#", values: ["A": "1a"], subscribed: [200...230, 200...230]),
        MarbleRow("fails at once even before every source has sent", given: "------", "-#", sends: "-#", subscribed: [200...210, 200...210]),
        MarbleRow("sends the error the selector throws", given: "-1-X-|", "--5---|", sends: "--A#", values: ["A": "15"], subscribed: [200...230, 200...230]),
        MarbleRow(
            "disposed, it lets every source go", given: "-1---2-----3", "---4---5---6", sends: "---A-B-C", values: ["A": "14", "B": "24", "C": "25"],
            subscribed: [200...300, 200...300], disposed: 300),
    ])
    func combineLatestOfTwo(_ row: MarbleRow) {
        row.expect { Observable.combineLatest($0[0], $0[1], resultSelector: joined) }
    }

    @Test(arguments: 2...8)
    func combineLatestOfEveryArityCombinesTheLatestOfEverySource(arity: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        // Source i sends 10·i+1 then 10·i+2, i ticks apart, and completes.
        let sources: [TestableObservable<Int>] = (1...arity).map { i in
            scheduler.createColdObservable([.next(i, 10 * i + 1), .next(10 + i, 10 * i + 2), .completed(20 + i)])
        }
        let s = sources.map { $0.asObservable() }
        let withSelector = scheduler.start { () -> Observable<[Int]> in
            switch arity {
            case 2: Observable.combineLatest(s[0], s[1]) { [$0, $1] }
            case 3: Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] }
            case 4: Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
            case 5: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
            case 6: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
            case 7: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
            default: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
        }
        let tuples = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { () -> Observable<[Int]> in
            switch arity {
            case 2: Observable.combineLatest(s[0], s[1]).map { [$0, $1] }
            case 3: Observable.combineLatest(s[0], s[1], s[2]).map { [$0, $1, $2] }
            case 4: Observable.combineLatest(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
            case 5: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
            case 6: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
            case 7: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
            default: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
        }
        // Once every first element is in, each second element replaces one latest value.
        func expected(from start: TestTime) -> [Recorded<Event<[Int]>>] {
            var latest = (1...arity).map { 10 * $0 + 1 }
            var events: [Recorded<Event<[Int]>>] = [.next(start + arity, latest)]
            for i in 1...arity {
                latest[i - 1] = 10 * i + 2
                events.append(.next(start + 10 + i, latest))
            }
            return events + [.completed(start + 20 + arity)]
        }
        assertEvents(withSelector.events, equal: expected(from: 200))
        assertEvents(tuples.events, equal: expected(from: 1200))
        for (i, source) in sources.enumerated() {
            #expect(source.subscriptions == [Subscription(200, 221 + i), Subscription(1200, 1221 + i)])
        }
    }
}

/// combineLatest of a collection
final class CombineLatestCollectionTests: RxTestCase {
    func testCombineLatestOfACollectionSendsArraysOfTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = [
            scheduler.createHotObservable(marbles: "-1---2-|"),
            scheduler.createHotObservable(marbles: "--3-----4-|"),
            scheduler.createHotObservable(marbles: "---5-|"),
        ]
        let res = scheduler.start { Observable.combineLatest(sources.map { $0.asObservable() }) }
        assertEvents(res.events, equal: [.next(230, [1, 3, 5]), .next(250, [2, 3, 5]), .next(280, [2, 4, 5]), .completed(300)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 270)], [Subscription(200, 300)], [Subscription(200, 250)]])
    }

    func testCombineLatestOfACollectionWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--3-4-|")
        let res = scheduler.start { Observable.combineLatest([xs, ys]) { $0.reduce(0, +) } }
        assertEvents(res.events, equal: [.next(220, 4), .next(230, 5), .next(240, 6), .completed(260)])
    }

    func testCombineLatestOfACollectionCompletesWhenNoCombinationCanEverBeSent() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--1-2-|")
        let res = scheduler.start { Observable.combineLatest([empty, ys]) }
        assertEvents(res.events, equal: [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testCombineLatestOfACollectionFailsAtOnceAndWhenTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--3-#", error: TestError.boom)
        let failed = scheduler.start { Observable.combineLatest([xs, ys]) }
        assertEvents(failed.events, equal: [.next(220, [1, 3]), .next(230, [2, 3]), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let zs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
        let thrown = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.combineLatest([zs, zs]) { values -> Int in
                if values.contains(2) { throw TestError.other }
                return values[0]
            }
        }
        assertEvents(thrown.events, equal: [.next(1210, 1), .error(1230, TestError.other)])
        XCTAssertEqual(zs.subscriptions, [Subscription(1200, 1230), Subscription(1200, 1230)])
    }

    func testCombineLatestOfAnEmptyCollectionSendsOneEmptyCombinationAndCompletes() {
        XCTAssertEqual(record(Observable<Int>.combineLatest([Observable<Int>]())), [.next([]), .completed])
        let thrown = Observable<Int>.combineLatest([Observable<Int>]()) { _ -> Int in throw TestError.boom }
        XCTAssertEqual(record(thrown), [.error("boom")])
    }

    func testDisposingCombineLatestOfACollectionDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = (0..<3).map { _ in scheduler.createColdObservable(marbles: "-1-2-3-|") }
        let res = scheduler.start(disposed: 215) { Observable.combineLatest(sources.map { $0.asObservable() }) }
        assertEvents(res.events, equal: [.next(210, [1, 1, 1])])
        XCTAssertEqual(sources.map(\.subscriptions), Array(repeating: [Subscription(200, 215)], count: 3))
    }
}

/// combineLatest across threads
final class CombineLatestThreadTests: RxTestCase {
    /// Runs `makeCombineLatest`'s sources, each sending 0..<count on its own queue, five
    /// times over (a race does not show every time), and checks what can be known: each
    /// position only grows, the last combination is all `count - 1`, then completion, and no
    /// two calls to the observer overlapped.
    private func check(arity: Int, count: Int, _ makeCombineLatest: (Int) -> Observable<[Int]>) {
        for round in 0..<5 {
            let detector = OverlapDetector<[Int]>()
            let subscription = makeCombineLatest(round).subscribe(detector)
            XCTAssertTrue(detector.waitForTermination())
            subscription.dispose()
            let seen = detector.seen
            XCTAssertFalse(detector.didOverlap)
            XCTAssertEqual(seen.last, .completed)
            let combinations: [[Int]] = seen.compactMap { event -> [Int]? in
                if case .next(let values) = event { return values }
                return nil
            }
            XCTAssertEqual(combinations.last, Array(repeating: count - 1, count: arity))
            XCTAssertTrue(combinations.count <= arity * count)
            let onlyGrowing = zip(combinations, combinations.dropFirst()).allSatisfy { previous, next in
                zip(previous, next).allSatisfy { $0 <= $1 }
            }
            XCTAssertTrue(onlyGrowing, "a position went back in round \(round)")
        }
    }

    func testCombineLatestOfSourcesOnOtherQueuesNeverOverlapsAndEndsWithTheLastOfEach() {
        check(arity: 3, count: 2_000) { round in
            Observable.combineLatest(
                sendingOnItsOwnQueue("combineLatest.first.\(round)", count: 2_000),
                sendingOnItsOwnQueue("combineLatest.second.\(round)", count: 2_000),
                sendingOnItsOwnQueue("combineLatest.third.\(round)", count: 2_000)
            ) { [$0, $1, $2] }
        }
    }

    func testCombineLatestOfACollectionOfSourcesOnOtherQueuesNeverOverlaps() {
        check(arity: 4, count: 2_000) { round in
            Observable.combineLatest((0..<4).map { sendingOnItsOwnQueue("combineLatest.collection.\(round).\($0)", count: 2_000) })
        }
    }
}

/// combining sinks, reentrantly
final class CombiningReentrancyTests: RxTestCase {
    // The sinks' locks are recursive: an observer that makes a source send again while it is
    // being called gets the nested result inside its own call, instead of a deadlock.

    func testAnElementSentFromInsideCombineLatestsObserverIsCombinedAtOnce() {
        let xs = ManualSource<Int>()
        let ys = ManualSource<Int>()
        nonisolated(unsafe) var seen: [[Int]] = []
        let subscription = Observable.combineLatest(xs.observable, ys.observable) { [$0, $1] }
            .subscribe(onNext: { values in
                seen.append(values)
                if values == [1, 10] { xs.send(.next(2)) }
            })
        xs.send(.next(1))
        ys.send(.next(10))
        ys.send(.next(20))
        XCTAssertEqual(seen, [[1, 10], [2, 10], [2, 20]])
        subscription.dispose()
        XCTAssertTrue(!xs.isObserved && !ys.isObserved)
    }

    func testAnElementSentFromInsideZipsObserverIsPairedAtOnce() {
        let xs = ManualSource<Int>()
        let ys = ManualSource<Int>()
        nonisolated(unsafe) var seen: [[Int]] = []
        let subscription = Observable.zip(xs.observable, ys.observable) { [$0, $1] }
            .subscribe(onNext: { values in
                seen.append(values)
                if values == [1, 10] { xs.send(.next(2)) }
            })
        ys.send(.next(10))
        ys.send(.next(20))
        xs.send(.next(1))
        XCTAssertEqual(seen, [[1, 10], [2, 20]])
        subscription.dispose()
        XCTAssertTrue(!xs.isObserved && !ys.isObserved)
    }

    func testAValueSentToTheSecondFromInsideWithLatestFromsObserverIsUsedNext() {
        let xs = ManualSource<Int>()
        let ys = ManualSource<String>()
        nonisolated(unsafe) var seen: [String] = []
        let subscription = xs.observable.withLatestFrom(ys.observable) { "\($0)\($1)" }
            .subscribe(onNext: { value in
                seen.append(value)
                if value == "1a" { ys.send(.next("b")) }
            })
        ys.send(.next("a"))
        xs.send(.next(1))
        xs.send(.next(2))
        XCTAssertEqual(seen, ["1a", "2b"])
        subscription.dispose()
        XCTAssertTrue(!xs.isObserved && !ys.isObserved)
    }
}
