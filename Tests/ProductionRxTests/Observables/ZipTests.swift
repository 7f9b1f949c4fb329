// `zip` in virtual time: elements paired by index, whoever is ahead buffered; it completes
// when every source has completed, and only then; it fails and lets its sources go; every
// arity and the collection form; sources on other queues. Chapter 10 ("Combining and
// recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class ZipTests: RxTestCase {

    func testDisposingFromInsideOnNextStopsZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let observer = DisposingFromInside<Int>(at: { $0.last == 4 })
        scheduler.scheduleAt(200) { observer.subscribe(to: Observable.zip(xs, ys) { $0 + $1 }) }
        scheduler.start()
        XCTAssertEqual(observer.seen, [2, 4])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testZipWithoutSelectorSendsTuples() {
        let row = MarbleRow(given: "-1-2-|", "--a-b-|", sends: "--A-B-|", values: ["A": "1a", "B": "2b"])
        let scheduler = row.expect { Observable.zip($0[0], $0[1]).map { $0 + $1 } }
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        let ys: TestableObservable<String> = scheduler.createHotObservable(marbles: "--a-b-|")
        let zs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---7-8-|")
        let triples = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.zip(xs, ys, zs).map { "\($0)\($1)\($2)" }
        }
        // The hot sources are long done by 1200: the second start sees nothing.
        assertEvents(triples.events, equal: [])
    }

    func testZipOfThreeWithAndWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
        let ys: TestableObservable<String> = scheduler.createColdObservable(marbles: "--a-b-|")
        let zs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "---7-8-9|")
        let tuples = scheduler.start { Observable.zip(xs, ys, zs).map { "\($0)\($1)\($2)" } }
        // zs's 9 arrives after xs and ys completed and can never be paired; zip still waits
        // for zs to complete, at 280.
        assertEvents(tuples.events, equal: [.next(230, "1a7"), .next(250, "2b8"), .completed(280)])
        let selected = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.zip(xs, ys, zs) { x, y, z in "\(x)\(y)\(z)" }
        }
        assertEvents(selected.events, equal: [.next(1230, "1a7"), .next(1250, "2b8"), .completed(1280)])
    }

    func testDisposingZipOfEightDisposesAllEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = (0..<8).map { _ in scheduler.createColdObservable(marbles: "-1-2-3") }
        let s = sources.map { $0.asObservable() }
        let res = scheduler.start(disposed: 240) {
            Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
        }
        assertEvents(res.events, equal: [.next(210, 2), .next(230, 4)])
        for source in sources {
            XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
        }
    }
}

/// The tests of ZipTests that run over a table of arguments, each case reported on its own by Swift
/// Testing.
@Suite("zip: argument tables", .leakChecked)
struct ZipTableTests {
    // The first source's line, then the second's; zip joins each pair ("1" and "a" make "1a"),
    // and an `X` makes the selector throw.
    @Test(arguments: [
        // At 400 the first completes with 3 still buffered; at 500 the second completes and so does zip.
        MarbleRow(
            "pairs elements by index and buffers whoever is ahead", given: "-123----------------|", "-----ab-----------------------|",
            sends: "-----AB-----------------------|",
            values: ["A": "1a", "B": "2b"], subscribed: [200...400, 200...500]),
        // RxSwift does this (`RxSwift/Observables/Zip.swift`): b can never be paired, since the first has completed with nothing
        // buffered, yet zip waits for the second's own completion.
        MarbleRow(
            "does not complete when an element arrives that can never be paired", given: "-1|", "---ab-----|", sends: "---A------|", values: ["A": "1a"],
            subscribed: [200...220, 200...300]),
        MarbleRow(
            "completes with the last source after one completed and the other sent more", given: "-1|", "-a-b|", sends: "-A--|", values: ["A": "1a"],
            subscribed: [200...220, 200...240]),
        MarbleRow(
            "keeps every source subscribed until its own completion after another completed empty", given: "-|", "--b|", sends: "---|",
            subscribed: [200...210, 200...230]),
        // RxSwift 6 (testZip_NeverEmpty, `RxSwift/Observables/Zip.swift`): a source completing with nothing buffered does not
        // complete zip by itself; zip completes when every source has completed.
        MarbleRow("a source that completed empty waits for the others", given: "-------", "-|", sends: "", subscribed: [200...1000, 200...210]),
        MarbleRow("sources that all complete: it completes with the last", given: "-|", "---|", sends: "---|", subscribed: [200...210, 200...230]),
        MarbleRow("fails at once and lets every source go", given: "-1--2", "--a#", sends: "--A#", values: ["A": "1a"], subscribed: [200...230, 200...230]),
        MarbleRow("sends the error the selector throws", given: "-1-X", "--a-b", sends: "--A-#", values: ["A": "1a"], subscribed: [200...240, 200...240]),
        MarbleRow(
            "disposed, it lets every source go", given: "-1---2-----3", "---4---5---6", sends: "---A---B", values: ["A": "14", "B": "25"],
            subscribed: [200...300, 200...300], disposed: 300),
    ])
    func zipOfTwo(_ row: MarbleRow) {
        row.expect { Observable.zip($0[0], $0[1], resultSelector: joined) }
    }

    @Test(arguments: 2...8)
    func zipOfEveryArityPairsTheNthElementOfEverySource(arity: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        // Source i sends 10·i+1 then 10·i+2, i ticks apart, and completes.
        let sources: [TestableObservable<Int>] = (1...arity).map { i in
            scheduler.createColdObservable([.next(i, 10 * i + 1), .next(10 + i, 10 * i + 2), .completed(20 + i)])
        }
        let s = sources.map { $0.asObservable() }
        let withSelector = scheduler.start { () -> Observable<[Int]> in
            switch arity {
            case 2: Observable.zip(s[0], s[1]) { [$0, $1] }
            case 3: Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
            case 4: Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
            case 5: Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
            case 6: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
            case 7: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
            default: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
        }
        let tuples = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { () -> Observable<[Int]> in
            switch arity {
            case 2: Observable.zip(s[0], s[1]).map { [$0, $1] }
            case 3: Observable.zip(s[0], s[1], s[2]).map { [$0, $1, $2] }
            case 4: Observable.zip(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
            case 5: Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
            case 6: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
            case 7: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
            default: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
            }
        }
        let firsts = (1...arity).map { 10 * $0 + 1 }
        let seconds = (1...arity).map { 10 * $0 + 2 }
        assertEvents(withSelector.events, equal: [.next(200 + arity, firsts), .next(210 + arity, seconds), .completed(220 + arity)])
        assertEvents(tuples.events, equal: [.next(1200 + arity, firsts), .next(1210 + arity, seconds), .completed(1220 + arity)])
        for (i, source) in sources.enumerated() {
            #expect(source.subscriptions == [Subscription(200, 221 + i), Subscription(1200, 1221 + i)])
        }
    }

    @Test(arguments: 2...8, ZipForm.allCases)
    func zipEndsWhenNothingMoreCanBePairedOnlyInTheCollectionForm(arity: Int, form: ZipForm) {
        // Every source sends 5 at 210; all but the last complete at 220; the last sends 6 at
        // 225, which can never be paired, and completes at 230. RxSwift's fixed arities
        // (RxSwift/Observables/Zip.swift) complete at 230, with the last source; its
        // collection form (RxSwift/Observables/Zip+Collection.swift) completes at 225, on
        // the element that can never be paired.
        let end = form.isCollection ? 225 : 230
        let scheduler = TestScheduler(initialClock: 0)
        let finished = (1..<arity).map { _ in scheduler.createHotObservable([.next(210, 5), .completed(220)]) }
        let last = scheduler.createHotObservable([.next(210, 5), .next(225, 6), .completed(230)])
        let res = scheduler.start { zipped(finished.map { $0.asObservable() } + [last.asObservable()], form: form) }
        assertEvents(res.events, equal: [.next(210, Array(repeating: 5, count: arity)), .completed(end)])
        for source in finished {
            #expect(source.subscriptions == [Subscription(200, 220)])
        }
        #expect(last.subscriptions == [Subscription(200, end)])
    }

    @Test(arguments: 2...8, ZipForm.allCases)
    func zipOfSourcesThatCompletedEmptyEndsWithTheLastOrOnItsFirstElement(arity: Int, form: ZipForm) {
        // All sources but the last complete empty at 210; the last sends 2 at 215 and
        // completes at 220. The fixed arities complete at 220, and the last source stays
        // subscribed until its own completion; the collection form completes at 215, when
        // the 2 arrives that nothing will ever be paired with (the files named above).
        let end = form.isCollection ? 215 : 220
        let scheduler = TestScheduler(initialClock: 0)
        let empty: [TestableObservable<Int>] = (1..<arity).map { _ in scheduler.createHotObservable([.completed(210)]) }
        let last = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { zipped(empty.map { $0.asObservable() } + [last.asObservable()], form: form) }
        assertEvents(res.events, equal: [.completed(end)])
        for source in empty {
            #expect(source.subscriptions == [Subscription(200, 210)])
        }
        #expect(last.subscriptions == [Subscription(200, end)])
    }
}

/// The four ways to spell a zip of several sources.
enum ZipForm: CaseIterable, Sendable {
    case selector, tuple, collection, collectionWithSelector

    /// `zip` over a collection of sources, with or without a selector.
    var isCollection: Bool {
        self == .collection || self == .collectionWithSelector
    }
}

/// zip of a collection
final class ZipCollectionTests: RxTestCase {
    func testZipOfACollectionSendsArraysByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = [
            scheduler.createHotObservable(marbles: "-1-2-3-|"),
            scheduler.createHotObservable(marbles: "--4---5-6--|"),
            scheduler.createHotObservable(marbles: "---7-8-9-|"),
        ]
        let res = scheduler.start { Observable.zip(sources.map { $0.asObservable() }) }
        // At 280 the third source's 9 is paired with 3 and 6; the first completes at 270
        // with nothing left, the second sends 6 at 280 and the last completion is at 310.
        assertEvents(res.events, equal: [.next(230, [1, 4, 7]), .next(260, [2, 5, 8]), .next(280, [3, 6, 9]), .completed(310)])
        XCTAssertEqual(sources.map(\.subscriptions), [[Subscription(200, 270)], [Subscription(200, 310)], [Subscription(200, 290)]])
    }

    func testZipOfACollectionWithASelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--3-4-|")
        let res = scheduler.start { Observable.zip([xs, ys]) { $0.reduce(0, +) } }
        assertEvents(res.events, equal: [.next(220, 4), .next(240, 6), .completed(260)])
    }

    func testZipOfACollectionCompletesWhenTheLastSourceSendsWhatCanNeverBePaired() {
        // The scenario of RxSwift's testZip_NAry_asymmetric, which RxSwift's collection form
        // (RxSwift/Observables/Zip+Collection.swift) passes. Two rows go out, at 230 and 260.
        // The first source completes at 270 with nothing buffered, so no third row can come,
        // but zip does not look that far: 8 (at 280) and 7 (at 290) are buffered while the
        // third source still runs. The third completes at 300; at 310 the second sends 9,
        // the only source still running sends what can never be paired, and zip completes
        // there, a hundred ticks before the second's own end.
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
        let second = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410)])
        let third = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300)])
        let res = scheduler.start { Observable.zip([first, second, third].map { $0.asObservable() }) }
        assertEvents(res.events, equal: [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(third.subscriptions, [Subscription(200, 300)])
    }

    func testZipOfACollectionOfTwoCompletesOnTheFirstElementThatCanNeverBePaired() {
        // 4 arrives at 250, when xs has completed with nothing buffered and ys is the only
        // source left: it can never be paired, and zip completes at 250, not with ys at 270.
        // Beside a source that never sends, nothing completes.
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---3-4-|")
        let empty: TestableObservable<Int> = scheduler.createHotObservable(marbles: "------")
        let res = scheduler.start { Observable.zip([xs, ys]) }
        assertEvents(res.events, equal: [.next(230, [1, 3]), .completed(250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        let waiting = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) { Observable.zip([xs, empty]) }
        assertEvents(waiting.events, equal: [])
    }

    func testZipOfACollectionFailsAtOnceAndWhenTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-|")
        let ys: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--3-#", error: TestError.boom)
        let failed = scheduler.start { Observable.zip([xs, ys]) }
        assertEvents(failed.events, equal: [.next(220, [1, 3]), .error(240, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])

        let zs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-2-|")
        let thrown = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Observable.zip([zs, zs]) { values -> Int in
                if values[0] == 2 { throw TestError.other }
                return values[0]
            }
        }
        assertEvents(thrown.events, equal: [.next(1210, 1), .error(1230, TestError.other)])
        XCTAssertEqual(zs.subscriptions, [Subscription(1200, 1230), Subscription(1200, 1230)])
    }

    func testZipOfAnEmptyCollectionCompletesAtOnce() {
        XCTAssertEqual(record(Observable<Int>.zip([Observable<Int>]())), [.completed])
    }

    func testDisposingZipOfACollectionDisposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = (0..<3).map { _ in scheduler.createColdObservable(marbles: "-1-2-3-|") }
        let res = scheduler.start(disposed: 235) { Observable.zip(sources.map { $0.asObservable() }) }
        assertEvents(res.events, equal: [.next(210, [1, 1, 1]), .next(230, [2, 2, 2])])
        XCTAssertEqual(sources.map(\.subscriptions), Array(repeating: [Subscription(200, 235)], count: 3))
    }
}

/// zip across threads
final class ZipThreadTests: RxTestCase {
    /// Zips `makeZip`'s sources, each sending 0..<count on its own queue, five times over (a
    /// race does not show every time), and checks that every n-th element was paired with
    /// the n-th of the others (the selector sends -1 otherwise), completion came last, and no
    /// two calls to the observer overlapped.
    private func check(count: Int, _ makeZip: (Int) -> Observable<Int>) {
        for round in 0..<5 {
            let detector = OverlapDetector<Int>()
            let subscription = makeZip(round).subscribe(detector)
            XCTAssertTrue(detector.waitForTermination())
            subscription.dispose()
            let seen = detector.seen
            let expected: [Seen<Int>] = (0..<count).map { .next($0) } + [.completed]
            XCTAssertEqual(seen.count, expected.count)
            XCTAssertTrue(zip(seen, expected).filter { $0 != $1 }.count == 0, "elements out of place in round \(round)")
            XCTAssertFalse(detector.didOverlap)
        }
    }

    func testZipOfSourcesOnOtherQueuesPairsEveryElementWithoutOverlappingCalls() {
        check(count: 2_000) { round in
            Observable.zip(
                sendingOnItsOwnQueue("zip.first.\(round)", count: 2_000),
                sendingOnItsOwnQueue("zip.second.\(round)", count: 2_000),
                sendingOnItsOwnQueue("zip.third.\(round)", count: 2_000)
            ) { a, b, c in a == b && b == c ? a : -1 }
        }
    }

    func testZipOfACollectionOfSourcesOnOtherQueuesPairsEveryElementWithoutOverlappingCalls() {
        check(count: 2_000) { round in
            let sources = (0..<4).map { sendingOnItsOwnQueue("zip.collection.\(round).\($0)", count: 2_000) }
            return Observable.zip(sources) { Set($0).count == 1 ? $0[0] : -1 }
        }
    }
}

/// Zip of `sources` (two to eight of them), through the fixed-arity form with a
/// selector, the fixed-arity form without one (tuples), or the collection form with and
/// without a selector; every form sends the elements as an array.
private func zipped(_ s: [Observable<Int>], form: ZipForm) -> Observable<[Int]> {
    switch form {
    case .collection:
        return Observable.zip(s)
    case .collectionWithSelector:
        return Observable.zip(s) { $0 }
    case .selector:
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]) { [$0, $1] }
        case 3: return Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] }
        case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] }
        case 7: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
        default: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
    case .tuple:
        switch s.count {
        case 2: return Observable.zip(s[0], s[1]).map { [$0, $1] }
        case 3: return Observable.zip(s[0], s[1], s[2]).map { [$0, $1, $2] }
        case 4: return Observable.zip(s[0], s[1], s[2], s[3]).map { [$0, $1, $2, $3] }
        case 5: return Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0, $1, $2, $3, $4] }
        case 6: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { [$0, $1, $2, $3, $4, $5] }
        case 7: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { [$0, $1, $2, $3, $4, $5, $6] }
        default: return Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
    }
}
