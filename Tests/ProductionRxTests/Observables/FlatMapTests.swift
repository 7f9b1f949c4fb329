// `flatMap` (Sources/ProductionRx/Observables/Merge.swift): every inner sequence merged as
// its elements arrive, in virtual time with subscription logs; completion, errors, disposal,
// reentrancy, threads. Chapter 10 ("Combining and recovering").
import Dispatch
import ProductionRx
import ProductionRxTest
import Testing

@Suite("flatMap", .leakChecked)
struct FlatMapTests {
    @Test func flatMapOfJustsGivesEveryInnerElementThenCompletes() {
        // Each `just` completes inside its own subscribe: the merge must count it out at once.
        #expect(record(Observable.of(1, 2, 3).flatMap { Observable.just($0 * 10) }) == [.next(10), .next(20), .next(30), .completed])
    }

    @Test func flatMapMergesTheInnerSequencesAsTheirElementsArrive() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable(marbles: "---a---b-------|", values: ["a": 1, "b": 2])
        let first: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-1-1|")
        let second: TestableObservable<Int> = scheduler.createColdObservable(marbles: "--2--2|")
        let inners = [1: first, 2: second]

        let res = scheduler.start { outer.flatMap { inners[$0]! } }

        assertMarbles(res.events, "----1-1-12--2--|")
        #expect(outer.subscriptions == [Subscription(200, 350)])
        #expect(first.subscriptions == [Subscription(230, 290)])
        #expect(second.subscriptions == [Subscription(270, 330)])
    }

    @Test func flatMapCompletesWhenTheLastInnerCompletesAfterTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable(marbles: "-a-|", values: ["a": 1])
        let inner: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1----1-|")

        let res = scheduler.start { outer.flatMap { _ in inner } }

        #expect(res.events == [.next(220, 1), .next(270, 1), .completed(290)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 290)])
    }

    @Test func flatMapOfAnEmptyOuterCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---|")
        let res = scheduler.start { outer.flatMap { Observable.just($0) } }
        #expect(res.events == [.completed(230)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
    }

    @Test func flatMapForwardsTheOutersErrorAndDisposesEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, TestError.boom)])
        let first = scheduler.createColdObservable([.next(5, 10), .completed(100)])
        let second = scheduler.createColdObservable([.next(5, 20), .next(40, 21), .completed(100)])
        let inners = [1: first, 2: second]

        let res = scheduler.start { outer.flatMap { inners[$0]! } }

        #expect(res.events == [.next(215, 10), .next(225, 20), .error(250, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 250)])
        #expect(first.subscriptions == [Subscription(210, 250)])
        #expect(second.subscriptions == [Subscription(220, 250)])
    }

    @Test func flatMapForwardsAnInnersErrorAndDisposesTheOuterAndTheOtherInners() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
        let first = scheduler.createColdObservable([.next(5, 10), .next(80, 11), .completed(100)])
        let second: TestableObservable<Int> = scheduler.createColdObservable([.error(20, TestError.boom)])
        let inners = [1: first, 2: second]

        let res = scheduler.start { outer.flatMap { inners[$0]! } }

        #expect(res.events == [.next(215, 10), .error(240, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 240)])
        #expect(first.subscriptions == [Subscription(210, 240)])
        #expect(second.subscriptions == [Subscription(220, 240)])
    }

    @Test func flatMapForwardsTheErrorTheSelectorThrowsAndDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(500)])
        let inner = scheduler.createColdObservable([.next(5, 10), .completed(100)])

        let res = scheduler.start {
            outer.flatMap { value -> TestableObservable<Int> in
                if value == 2 { throw TestError.boom }
                return inner
            }
        }

        #expect(res.events == [.next(215, 10), .error(230, TestError.boom)])
        #expect(outer.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 230)])
    }

    @Test func disposingTheFlatMapDisposesTheOuterAndEveryInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(500, 3)])
        let first = scheduler.createColdObservable([.next(5, 10), .next(200, 11)])
        let second = scheduler.createColdObservable([.next(5, 20), .next(200, 21)])
        let inners = [1: first, 2: second, 3: first]

        let res = scheduler.start(disposed: 300) { outer.flatMap { inners[$0]! } }

        #expect(res.events == [.next(215, 10), .next(225, 20)])
        #expect(outer.subscriptions == [Subscription(200, 300)])
        #expect(first.subscriptions == [Subscription(210, 300)])
        #expect(second.subscriptions == [Subscription(220, 300)])
    }

    @Test func disposingFromInsideOnNextStopsTheOuterAndEveryInner() {
        let outer = ManualSource<Int>()
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        let inners = [1: first, 2: second]
        let subscription = SingleAssignmentDisposable()
        var seen: [Int] = []
        subscription.setDisposable(
            outer.observable.flatMap { inners[$0]!.observable }.subscribe(onNext: { value in
                seen.append(value)
                subscription.dispose()
            })
        )
        outer.send(.next(1))
        outer.send(.next(2))
        second.send(.next(20))
        first.send(.next(10))
        #expect(seen == [20])
        #expect(outer.disposals == 1)
        #expect(first.disposals == 1)
        #expect(second.disposals == 1)
    }

    @Test func flatMapForwardsWhatAnInnerSendsDuringItsOwnSubscribe() {
        let outer = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.observable.flatMap { value in
            Observable<Int>.create { observer in
                observer.onNext(value)
                observer.onNext(value + 1)
                return Disposables.create()
            }
        }.subscribe(recorder)
        outer.send(.next(10))
        outer.send(.next(20))
        outer.send(.completed)
        // The inners never complete, so neither does the result.
        #expect(recorder.seen == [.next(10), .next(11), .next(20), .next(21)])
        subscription.dispose()
    }

    @Test func anOuterElementSentFromInsideTheObserverIsFlattenedToo() {
        // The observer feeds the outer while an inner event holds the merge's lock: the
        // recursive lock lets the same thread in again.
        let outer = ManualSource<Int>()
        let recorder = Recorder<Int>()
        var sentMore = false
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

    @Test func flatMapOfInnersOnDifferentQueuesNeverCallsTheObserverConcurrently() {
        let count = 5_000
        let detector = OverlapDetector<Int>()
        let subscription = Observable.of(0, 1, 2, 3)
            .flatMap { index in sendingOnItsOwnQueue("flatMap.\(index)", count: count) }
            .subscribe(detector)
        #expect(detector.waitForTermination())
        subscription.dispose()
        #expect(detector.didComplete)
        #expect(detector.elementCount == 4 * count)
        #expect(!detector.didOverlap)
    }
}
