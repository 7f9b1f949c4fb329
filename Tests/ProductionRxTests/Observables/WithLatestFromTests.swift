// `withLatestFrom` in virtual time: the source's elements paired with the latest element of
// a second sequence, which never triggers a send by itself. Chapter 10 ("Combining and
// recovering").
import Foundation
import ProductionRx
import ProductionRxTest
import Testing

@Suite("withLatestFrom", .leakChecked)
struct WithLatestFromTests {
    @Test func withLatestFromDropsElementsBeforeTheSecondHasSentThenUsesItsLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .next(260, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .next(245, "c"), .completed(255)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        // ys completing at 255 changes nothing: its last element keeps being used.
        assertEvents(res.events, equal: [.next(230, "2a"), .next(250, "3c"), .next(260, "4c"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 255)])
    }

    @Test func withLatestFromWithoutSelectorSendsTheSecondsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1--2-3-|")
        let ys: TestableObservable<String> = scheduler.createHotObservable(marbles: "--a--b|")
        let res = scheduler.start { xs.withLatestFrom(ys) }
        assertMarbles(res.events, "----a-b-|")
    }

    // A cold second source sends its first element one tick after the subscription (the
    // test scheduler's processing delay), before the first source's first element.
    @Test func withLatestFromFailsWhenEitherSourceFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5---#", error: TestError.boom)
        let secondFails = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        assertEvents(secondFails.events, equal: [.next(210, 6), .next(230, 7), .error(240, TestError.boom)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])

        let failing: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-#", error: TestError.other)
        let constant: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5-----")
        let firstFails = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { failing.withLatestFrom(constant) { $0 + $1 } }
        assertEvents(firstFails.events, equal: [.next(1210, 6), .error(1230, TestError.other)])
        #expect(constant.subscriptions == [Subscription(1200, 1230)])
    }

    @Test func withLatestFromSendsTheErrorTheSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5-------|")
        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y -> Int in
                if x == 2 { throw TestError.boom }
                return x + y
            }
        }
        assertEvents(res.events, equal: [.next(210, 6), .error(230, TestError.boom)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingWithLatestFromDisposesBothSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-4-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "5---------|")
        let res = scheduler.start(disposed: 235) { xs.withLatestFrom(ys) { $0 + $1 } }
        assertEvents(res.events, equal: [.next(210, 6), .next(230, 7)])
        #expect(xs.subscriptions == [Subscription(200, 235)])
        #expect(ys.subscriptions == [Subscription(200, 235)])
    }

    @Test func withLatestFromSubscribesTheSecondSourceFirst() {
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
        #expect(record(first.withLatestFrom(second) { "\($0)\($1)" }) == [.next("1x"), .completed])
        #expect(order == ["second", "first"])
    }

    @Test func disposingFromInsideOnNextStopsWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let ys: TestableObservable<Int> = scheduler.createColdObservable(marbles: "0-------|")
        let observer = DisposingFromInside<Int>()
        scheduler.scheduleAt(200) { observer.subscribe(to: xs.withLatestFrom(ys)) }
        scheduler.start()
        #expect(observer.seen == [0])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(200, 210)])
    }
}
