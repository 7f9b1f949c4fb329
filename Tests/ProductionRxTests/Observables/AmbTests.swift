// `amb` in virtual time: the first source to send anything wins, the others are disposed
// at that moment. Chapter 10 ("Combining and recovering").
import Foundation
@_spi(Operators) import ProductionRx
import ProductionRxTest
import Testing

@Suite("amb", .leakChecked)
struct AmbTests {
    @Test func ambForwardsTheLeftWhenItSendsFirstAndDisposesTheRight() {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--1-2-|")
        let right: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---7-8-9-|")
        let res = scheduler.start { left.amb(right) }
        assertMarbles(res.events, "--1-2-|")
        #expect(left.subscriptions == [Subscription(200, 260)])
        #expect(right.subscriptions == [Subscription(200, 220)])
    }

    @Test func ambForwardsTheRightWhenItSendsFirstAndDisposesTheLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<Int> = scheduler.createHotObservable(marbles: "---1-2-|")
        let right: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--7---8-9-|")
        let res = scheduler.start { left.amb(right) }
        assertMarbles(res.events, "--7---8-9-|")
        #expect(left.subscriptions == [Subscription(200, 220)])
        #expect(right.subscriptions == [Subscription(200, 300)])
    }

    @Test func anErrorOrACompletionWinsToo() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-#", error: TestError.boom)
        let late: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--1-|")
        let failed = scheduler.start { late.amb(failing) }
        assertEvents(failed.events, equal: [.error(210, TestError.boom)])
        #expect(late.subscriptions == [Subscription(200, 210)])

        let empty: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-|")
        let slow: TestableObservable<Int> = scheduler.createColdObservable(marbles: "--1-|")
        let completed = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) { empty.amb(slow) }
        assertEvents(completed.events, equal: [.completed(1210)])
        #expect(slow.subscriptions == [Subscription(1200, 1210)])
    }

    @Test func ambOfASequenceForwardsWhicheverSendsFirstAndDisposesTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources: [TestableObservable<Int>] = [
            scheduler.createHotObservable(marbles: "----1-|"),
            scheduler.createHotObservable(marbles: "--2---3-|"),
            scheduler.createHotObservable(marbles: "---4-|"),
        ]
        let res = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
        assertMarbles(res.events, "--2---3-|")
        #expect(sources.map(\.subscriptions) == [[Subscription(200, 220)], [Subscription(200, 280)], [Subscription(200, 220)]])
    }

    @Test func ambOfNoSourcesNeverSendsAnything() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
        assertEvents(res.events, equal: [])
    }

    @Test func disposingAmbBeforeAnySourceSendsDisposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<Int> = scheduler.createHotObservable(marbles: "------------1")
        let right: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-------------2")
        let res = scheduler.start(disposed: 300) { left.amb(right) }
        assertEvents(res.events, equal: [])
        #expect(left.subscriptions == [Subscription(200, 300)])
        #expect(right.subscriptions == [Subscription(200, 300)])
    }

    @Test func disposingAmbAfterTheChoiceDisposesTheWinner() {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-4-5")
        let right: TestableObservable<Int> = scheduler.createHotObservable(marbles: "--7-8-9")
        let res = scheduler.start(disposed: 235) { left.amb(right) }
        assertEvents(res.events, equal: [.next(210, 1), .next(230, 2)])
        #expect(left.subscriptions == [Subscription(200, 235)])
        #expect(right.subscriptions == [Subscription(200, 210)])
    }

    // Built on ProductionRx's Producer, which RxSwift keeps internal: not compiled against it.
    #if !RXSWIFT
    /// The side that lost is dropped by its own observer, not only by its disposed source: a
    /// source that ignores the disposal and goes on sending is still never heard.
    @Test func aLoserThatGoesOnSendingAfterItLostIsNeverHeard() {
        let stubborn = StubbornSource()
        let winner = PublishSubject<Int>()
        nonisolated(unsafe) var events: [String] = []
        let subscription = winner.amb(stubborn).subscribe { events.append("\($0)") }
        winner.onNext(1)
        stubborn.send?(.next(99))
        winner.onNext(2)
        stubborn.send?(.completed)
        winner.onCompleted()
        #expect(events == ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }
    #endif

    @Test func ambOfASourceSendingDuringItsSubscriptionChoosesItAndNeverSubscribesTheOtherForLong() {
        let other = Observable<Int>.never()
        #expect(record(Observable.of(1, 2).amb(other)) == [.next(1), .next(2), .completed])
        #expect(record(other.amb(Observable.just(3))) == [.next(3), .completed])
    }
}

#if !RXSWIFT
/// A source that keeps the observer it is given and ignores its disposal, as a misbehaving
/// one might: `send` reaches that observer directly, with no sink in between to drop what
/// comes after the end.
private final class StubbornSource: Producer<Int> {
    var send: ((Event<Int>) -> Void)?

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Int {
        send = observer.on
        return (sink: Disposables.create(), subscription: Disposables.create())
    }
}
#endif
