// `flatMap` (Sources/ProductionRx/Observables/Merge.swift): every inner sequence merged as
// its elements arrive, in virtual time with subscription logs; completion, errors, disposal,
// reentrancy, threads. Chapter 10 ("Combining and recovering").
import Dispatch
import ProductionRx
import ProductionRxTest
import Testing

@Suite("flatMap", .leakChecked)
struct FlatMapTests {
    // The outer's line, then the inner sequences of a and of b: cold, each starting when
    // flatMap subscribes it.
    @Test(arguments: [
        MarbleRow(
            "merges the inner sequences as their elements arrive", given: "---a---b-------|", cold: "-1-1-1|", "--2--2|", sends: "----1-1-12--2--|",
            subscribed: [200...350, 230...290, 270...330]),
        MarbleRow(
            "forwards the outer's error and lets every inner go", given: "-ab--#", cold: "-1--------|", "-2---3-----|", sends: "--12-#",
            subscribed: [200...250, 210...250, 220...250]),
        MarbleRow(
            "forwards an inner's error and lets the outer and the other inners go", given: "-ab", cold: "-1------2-|", "--#", sends: "--1-#",
            subscribed: [200...240, 210...240, 220...240]),
        MarbleRow(
            "disposed, it lets the outer and every inner go", given: "-ab", cold: "-1", "-2", sends: "--12", subscribed: [200...300, 210...300, 220...300],
            disposed: 300),
    ])
    func flatMap(_ row: MarbleRow) {
        row.expect { sources in
            nonisolated(unsafe) let inners = ["a": sources[1], "b": sources[2]]
            return sources[0].flatMap { inners[$0]! }
        }
    }

    @Test func flatMapOfAnEmptyOuterCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---|")
        let res = scheduler.start { outer.flatMap { Observable.just($0) } }
        #expect(res.events == [.completed(230)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingFromInsideOnNextStopsTheOuterAndEveryInner() {
        let outer = ManualSource<Int>()
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let inners = [1: first, 2: second]
        let observer = DisposingFromInside<Int>()
        observer.subscribe(to: outer.observable.flatMap { inners[$0]!.observable })
        outer.send(.next(1))
        outer.send(.next(2))
        second.send(.next(20))
        first.send(.next(10))
        #expect(observer.seen == [20])
        #expect(outer.disposals == 1)
        #expect(first.disposals == 1)
        #expect(second.disposals == 1)
    }

    @Test func anOuterElementSentFromInsideTheObserverIsFlattenedToo() {
        // The observer feeds the outer while an inner event holds the merge's lock: the
        // recursive lock lets the same thread in again.
        let outer = ManualSource<Int>()
        let recorder = Recorder<Int>()
        nonisolated(unsafe) var sentMore = false
        let subscription = outer.observable.flatMap { Observable.just($0 * 10) }.subscribe(
            onNext: { value in
                recorder.on(.next(value))
                if !sentMore {
                    sentMore = true
                    outer.send(.next(2))
                }
            }, onCompleted: { recorder.on(.completed) })
        outer.send(.next(1))
        outer.send(.completed)
        #expect(recorder.seen == [.next(10), .next(20), .completed])
        subscription.dispose()
    }

}

/// What `flatMap`, `flatMapLatest`, `flatMapFirst` and `concatMap` share: each case names
/// the operators it holds for, and the tests above and in SwitchTests, FlatMapFirstTests and
/// ConcatMapTests keep what is particular to one of them.
@Suite("the flatMap family", .leakChecked)
struct FlatteningFamilyTests {
    enum Flattening: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case flatMap, flatMapLatest, flatMapFirst, concatMap

        var testDescription: String { rawValue }

        func apply<Inner: ObservableConvertibleType>(
            _ outer: Observable<Int>,
            _ selector: @escaping @Sendable (Int) throws -> Inner
        ) -> Observable<Inner.Element> {
            switch self {
            case .flatMap: outer.flatMap(selector)
            case .flatMapLatest: outer.flatMapLatest(selector)
            case .flatMapFirst: outer.flatMapFirst(selector)
            case .concatMap: outer.concatMap(selector)
            }
        }
    }

    // Each `just` completes inside its own subscribe: the operator must count it out at once
    // (and flatMapFirst takes every element, because each inner is done at once).
    @Test(arguments: Flattening.allCases)
    func ofJustsGivesEveryInnerElementThenCompletes(_ operation: Flattening) {
        #expect(record(operation.apply(Observable.of(1, 2, 3)) { Observable.just($0 * 10) }) == [.next(10), .next(20), .next(30), .completed])
    }

    @Test(arguments: Flattening.allCases)
    func completesWhenTheRunningInnerCompletesAfterTheOuter(_ operation: Flattening) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable(marbles: "-a-|", values: ["a": 1])
        nonisolated(unsafe) let inner: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1----1-|")

        let res = scheduler.start { operation.apply(outer.asObservable()) { _ in inner } }

        #expect(res.events == [.next(220, 1), .next(270, 1), .completed(290)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 290)])
    }

    @Test(arguments: Flattening.allCases)
    func forwardsTheOutersErrorAndDisposesTheRunningInner(_ operation: Flattening) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
        nonisolated(unsafe) let inner = scheduler.createColdObservable([.next(10, 10), .next(100, 11)])

        let res = scheduler.start { operation.apply(outer.asObservable()) { _ in inner } }

        #expect(res.events == [.next(220, 10), .error(250, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 250)])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }

    @Test(arguments: Flattening.allCases)
    func forwardsTheRunningInnersErrorAndDisposesTheOuter(_ operation: Flattening) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        nonisolated(unsafe) let inner: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 10), .error(30, TestError.boom)])

        let res = scheduler.start { operation.apply(outer.asObservable()) { _ in inner } }

        #expect(res.events == [.next(220, 10), .error(240, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 240)])
        #expect(inner.subscriptions == [Subscription(210, 240)])
    }

    // flatMapFirst is not here: it drops `2` without calling the selector (FlatMapFirstTests).
    @Test(arguments: [Flattening.flatMap, .flatMapLatest, .concatMap])
    func forwardsTheErrorTheSelectorThrowsAndDisposesEverything(_ operation: Flattening) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(500)])
        nonisolated(unsafe) let inner = scheduler.createColdObservable([.next(5, 10), .next(50, 11), .completed(100)])

        let res = scheduler.start {
            operation.apply(outer.asObservable()) { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return inner
            }
        }

        #expect(res.events == [.next(215, 10), .error(230, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 230)])
    }

    // The outer's second element comes at 220 where the operator does not start a second
    // inner for it (concatMap queues it, flatMapFirst drops it), and at 500 for
    // flatMapLatest, which would switch to it.
    @Test(arguments: [(Flattening.flatMapLatest, 500), (.concatMap, 220), (.flatMapFirst, 220)])
    func disposingItDisposesTheOuterAndTheRunningInner(_ operation: Flattening, secondElementAt: TestTime) {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(secondElementAt, 2)])
        nonisolated(unsafe) let inner = scheduler.createColdObservable([.next(10, 10), .next(200, 11)])

        let res = scheduler.start(disposed: 300) { operation.apply(outer.asObservable()) { _ in inner } }

        #expect(res.events == [.next(220, 10)])
        #expect(outer.subscriptions == [Subscription(200, 300)])
        #expect(inner.subscriptions == [Subscription(210, 300)])
    }

    // The inners never complete, so neither does the result.
    @Test(arguments: [Flattening.flatMap, .flatMapLatest])
    func forwardsWhatAnInnerSendsDuringItsOwnSubscribe(_ operation: Flattening) {
        let outer = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = operation.apply(outer.observable) { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                observer.onNext(value + 1)
                return Disposables.create()
            }
        }.subscribe(recorder)
        outer.send(.next(10))
        outer.send(.next(20))
        outer.send(.completed)
        #expect(recorder.seen == [.next(10), .next(11), .next(20), .next(21)])
        subscription.dispose()
    }

    /// An operator that flattens sequences, each sending `count` elements on its own queue.
    struct OnQueues: CustomTestStringConvertible, Sendable {
        let name: String
        let inners: Int
        let flatten: @Sendable (Observable<Int>, _ inner: @escaping @Sendable (Int) -> Observable<Int>) -> Observable<Int>
        /// How many elements get through, of `inners * count`.
        let delivers: @Sendable (_ count: Int) -> ClosedRange<Int>
        var testDescription: String { name }
    }

    @Test(arguments: [
        OnQueues(name: "flatMap", inners: 4, flatten: { $0.flatMap($1) }, delivers: { 4 * $0...4 * $0 }),
        OnQueues(name: "concatMap", inners: 4, flatten: { $0.concatMap($1) }, delivers: { 4 * $0...4 * $0 }),
        OnQueues(name: "merge()", inners: 4, flatten: { $0.map($1).merge() }, delivers: { 4 * $0...4 * $0 }),
        OnQueues(name: "merge(maxConcurrent: 2)", inners: 5, flatten: { $0.map($1).merge(maxConcurrent: 2) }, delivers: { 5 * $0...5 * $0 }),
        // Earlier inners may get some elements through before they are replaced.
        OnQueues(name: "switchLatest()", inners: 4, flatten: { $0.map($1).switchLatest() }, delivers: { $0...4 * $0 }),
    ])
    func ofInnersOnDifferentQueuesNeverCallsTheObserverConcurrently(_ operation: OnQueues) {
        let count = 5_000
        let detector = OverlapDetector<Int>()
        let subscription = operation.flatten(Observable.from(Array(0..<operation.inners))) { index in
            sendingOnItsOwnQueue("\(operation.name).\(index)", count: count)
        }
        .subscribe(detector)
        #expect(detector.waitForTermination())
        subscription.dispose()
        #expect(detector.didComplete)
        #expect(operation.delivers(count).contains(detector.elementCount))
        #expect(!detector.didOverlap)
    }
}
