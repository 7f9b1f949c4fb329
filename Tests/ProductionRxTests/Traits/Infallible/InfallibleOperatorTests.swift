// The operators Infallible mirrors from Observable (Infallible+Operators.swift): each keeps
// the Infallible type and behaves as the Observable operator underneath. Chapter 14.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// Infallible operators
final class InfallibleOperatorTests: RxTestCase {
    func testFilterMapAndCompactMapKeepTheType() {
        let source = Infallible.of("1", "x", "2", "3")
        let numbers: Infallible<Int> = source.compactMap { Int($0) }
        let odd: Infallible<Int> = numbers.filter { $0.isMultiple(of: 2) == false }
        let doubled: Infallible<Int> = odd.map { $0 * 2 }
        XCTAssertEqual(record(numbers), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(record(odd), [.next(1), .next(3), .completed])
        XCTAssertEqual(record(doubled), [.next(2), .next(6), .completed])
    }

    func testDistinctUntilChangedDropsConsecutiveDuplicatesInEveryForm() {
        let source = Infallible.of(1, 1, 2, 2, 1, 3)
        XCTAssertEqual(record(source.distinctUntilChanged()), [.next(1), .next(2), .next(1), .next(3), .completed])
        XCTAssertTrue(record(source.distinctUntilChanged { $0 % 2 }) == [.next(1), .next(2), .next(1), .completed])
        XCTAssertTrue(record(source.distinctUntilChanged { $0 == $1 }) == [.next(1), .next(2), .next(1), .next(3), .completed])
        XCTAssertTrue(record(source.distinctUntilChanged({ $0 > 1 }, comparer: { $0 == $1 })) == [.next(1), .next(2), .next(1), .next(3), .completed])
        XCTAssertEqual(record(Infallible.of("a", "b", "cc").distinctUntilChanged(at: \.count)), [.next("a"), .next("cc"), .completed])
    }

    // RxSwift declares these closures `throws` and wraps the Observable operator, so a thrown
    // error reaches the subscriber (RxSwift/Traits/Infallible/Infallible+Operators.swift; run
    // against it in Tools/AgainstRxSwift).
    func testAThrowingComparerIsTheOneWayAnErrorGetsIn() {
        let broken = Infallible.of(1, 2).distinctUntilChanged { _, _ in throw TestError.boom }
        XCTAssertEqual(record(broken), [.next(1), .error("boom")])
    }

    func testDebounceSendsAfterQuiet() {
        expectMarbles(given: "-a-b-c----d------|", sends: "--------c----d---|") { $0.infallible.debounce(.seconds(30), scheduler: $1) }
    }

    func testThrottleSendsTheFirstAndTheLatestOfEachWindow() {
        expectMarbles(given: "-abc------d-|", sends: "-a---c----d-|") { $0.infallible.throttle(.seconds(40), scheduler: $1) }
    }

    func testThrottleWithoutLatestSendsOnlyTheFirstOfEachWindow() {
        expectMarbles(given: "-abc------d-|", sends: "-a--------d-|") { $0.infallible.throttle(.seconds(40), latest: false, scheduler: $1) }
    }

    func testScanAccumulatesInBothForms() {
        XCTAssertTrue(
            record(Infallible.of(1, 2, 3).scan(0, accumulator: { (sum: Int, element: Int) in sum + element })) == [.next(1), .next(3), .next(6), .completed])
        XCTAssertTrue(record(Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) }) == [.next([1]), .next([1, 2]), .completed])
    }

    func testStartWithSendsTheElementFirst() {
        XCTAssertEqual(record(Infallible.of(2, 3).startWith(1)), [.next(1), .next(2), .next(3), .completed])
    }

    func testTakeCountAndPredicates() {
        let source = Infallible.of(1, 2, 3, 4)
        XCTAssertEqual(record(source.take(2)), [.next(1), .next(2), .completed])
        XCTAssertTrue(record(source.take(while: { $0 < 3 })) == [.next(1), .next(2), .completed])
        XCTAssertTrue(record(source.take(while: { $0 < 3 }, behavior: .inclusive)) == [.next(1), .next(2), .next(3), .completed])
        XCTAssertTrue(record(source.take(until: { $0 == 2 })) == [.next(1), .completed])
        XCTAssertTrue(record(source.take(until: { $0 == 2 }, behavior: .inclusive)) == [.next(1), .next(2), .completed])
    }

    func testTakeForADuration() {
        expectMarbles(given: "-a-b-c-d-|", sends: "-a-b|") { $0.infallible.take(for: .seconds(40), scheduler: $1) }
    }

    func testSkipWhileAndUntil() {
        XCTAssertTrue(record(Infallible.of(1, 2, 3, 1).skip(while: { $0 < 3 })) == [.next(3), .next(1), .completed])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")
        let start = scheduler.createHotObservable(marbles: "----x----|")
        let res = scheduler.start { xs.infallible.skip(until: start) }
        assertMarbles(res.events, "-----c-d-|")
    }

    func testShareRunsOneSubscriptionForAllSubscribersAndReplays() {
        nonisolated(unsafe) var subscriptions = 0
        nonisolated(unsafe) let relay = PublishRelay<Int>()
        let shared = Infallible<Int>.deferred {
            subscriptions += 1
            return relay.asInfallible()
        }
        .share(replay: 1)
        nonisolated(unsafe) var first: [Int] = []
        nonisolated(unsafe) var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        relay.accept(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        relay.accept(2)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        a.dispose()
        b.dispose()
    }

    func testDoRunsItsCallbacksAroundTheEvents() {
        nonisolated(unsafe) var log: [String] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.infallible
            .do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose") }
            )
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        subject.onNext(1)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(
            log,
            [
                "onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted", "completed", "afterCompleted", "onDispose",
            ])
    }

    func testDebugPrintsButDoesNotChangeTheSequence() {
        XCTAssertEqual(record(Infallible.of(1, 2).debug("infallible")), [.next(1), .next(2), .completed])
    }

    func testWithUnretainedPairsWithTheObjectAndCompletesOnceItIsFreed() {
        final class Owner {}
        let relay = PublishRelay<Int>()
        var owner: Owner? = Owner()
        nonisolated(unsafe) var seen: [String] = []
        let subscription = relay.asInfallible().withUnretained(owner!)
            .subscribe(onNext: { _, value in seen.append("next \(value)") }, onCompleted: { seen.append("completed") })
        relay.accept(1)
        owner = nil
        relay.accept(2)
        XCTAssertEqual(seen, ["next 1", "completed"])
        subscription.dispose()
    }

    func testWithUnretainedWithAResultSelector() {
        final class Prefix {
            let text = "n"
        }
        let prefix = Prefix()
        XCTAssertTrue(record(Infallible.of(1, 2).withUnretained(prefix) { "\($0.text)\($1)" }) == [.next("n1"), .next("n2"), .completed])
    }

    func testWithLatestFromCombinesWithTheOtherSourcesLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b---c-|")
        let ys = scheduler.createHotObservable(marbles: "---1----2----|")
        let res = scheduler.start { xs.infallible.withLatestFrom(ys.infallible) { $0 + $1 } }
        assertMarbles(res.events, "-----x---y-|", values: ["x": "b1", "y": "c2"])
    }

    func testWithLatestFromWithoutASelectorSendsTheOtherSourcesLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a---b---c-|")
        let ys = scheduler.createHotObservable(marbles: "---1----2----|")
        let res = scheduler.start { xs.infallible.withLatestFrom(ys.infallible) }
        assertMarbles(res.events, "-----1---2-|")
    }
}

/// The tests of InfallibleOperatorTests that run over a table of arguments, each case reported on
/// its own by Swift Testing.
@Suite("Infallible operators: argument tables", .leakChecked)
struct InfallibleOperatorTableTests {
    @Test(arguments: [true, false])
    func takeUntilAnotherInfallibleOrObservable(otherIsInfallible: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-|")
        let stop = scheduler.createHotObservable(marbles: "----x----|")
        let res = scheduler.start { otherIsInfallible ? xs.infallible.take(until: stop.infallible) : xs.infallible.take(until: stop) }
        assertMarbles(res.events, "-a-b|")
    }
}
