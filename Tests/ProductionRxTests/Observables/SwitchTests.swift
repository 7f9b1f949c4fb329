// `flatMapLatest` and `switchLatest` (Sources/ProductionRx/Observables/Switch.swift): only
// the latest inner sequence is forwarded, the previous one is disposed the moment the next
// outer element arrives. Virtual time with subscription logs; completion, errors, disposal,
// reentrancy, threads. Chapter 10 ("Combining and recovering").
import Dispatch
import Foundation
import ProductionRx
import ProductionRxTest
import XCTest

/// flatMapLatest and switchLatest
final class SwitchTests: RxTestCase {
    func testFlatMapLatestDisposesTheEarlierInnerAtTheMomentTheNextOuterElementArrives() {
        // The outer's line, then a's inner and b's (cold). a's would send at 280 and 300: it
        // was unsubscribed at 270, when b arrived.
        let row = MarbleRow(
            given: "---a---b------|", cold: "-1-1-1-1|", "--2--2|", sends: "----1-1--2--2-|", subscribed: [200...340, 230...270, 270...330])
        row.expect { sources in
            nonisolated(unsafe) let inners = ["a": sources[1], "b": sources[2]]
            return sources[0].flatMapLatest { inners[$0]! }
        }
    }

    func testFlatMapLatestCompletesWithTheOuterWhenNoInnerIsRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = scheduler.createHotObservable(marbles: "-a----|", values: ["a": 1])
        nonisolated(unsafe) let inner: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1|")

        let res = scheduler.start { outer.flatMapLatest { _ in inner } }

        XCTAssertEqual(res.events, [.next(220, 1), .completed(260)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])

        let emptyScheduler = TestScheduler(initialClock: 0)
        let empty: TestableObservable<Int> = emptyScheduler.createHotObservable(marbles: "--|")
        let resOfEmpty = emptyScheduler.start { empty.flatMapLatest { Observable.just($0) } }
        XCTAssertEqual(resOfEmpty.events, [.completed(220)])
    }

    func testAReplacedInnerThatKeepsSendingIsNotForwarded() {
        let outer = ManualSource<Int>()
        nonisolated(unsafe) let stubborn = UnguardedSource()
        let latest = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.observable.flatMapLatest { value -> Observable<Int> in
            value == 1 ? stubborn.asObservable() : latest.observable
        }.subscribe(recorder)
        outer.send(.next(1))
        stubborn.observer?.onNext(1)
        outer.send(.next(2))
        stubborn.observer?.onNext(2)
        stubborn.observer?.onCompleted()
        latest.send(.next(20))
        XCTAssertEqual(recorder.seen, [.next(1), .next(20)])
        subscription.dispose()
        stubborn.observer = nil
    }

    /// An event of a replaced inner on another thread can pass that inner's own disposed
    /// check just before the switch and reach the switch's lock just after it; the number
    /// each inner observer carries is what drops it then. The test holds the lock (from
    /// inside the observer) while the other thread gets past the check, then switches.
    func testAnEventOfAReplacedInnerThatWasAlreadyOnItsWayIsDropped() {
        let outer = ManualSource<Int>()
        // Handed over: written before the other thread starts, read by it once.
        let firstObserver = SharedAcrossThreads<AnyObserver<Int>?>(nil)
        let recorder = Recorder<Int>()
        let sent = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var switched = false
        let subscription = outer.observable.flatMapLatest { value -> Observable<Int> in
            if value == 2 { return Observable.just(20) }
            return Observable.create { observer in
                firstObserver.value = observer
                return Disposables.create()
            }
        }.subscribe(onNext: { value in
            recorder.on(.next(value))
            guard !switched else { return }
            switched = true
            // Still inside the first inner's event, holding the lock: another thread sends
            // the first inner's next element, which passes the inner's own check and waits.
            let late = firstObserver
            DispatchQueue.global().async {
                late.value?.onNext(2)
                sent.signal()
            }
            Thread.sleep(forTimeInterval: 0.05)
            outer.send(.next(2))
        })
        outer.send(.next(1))
        firstObserver.value?.onNext(1)
        XCTAssertEqual(sent.wait(timeout: .now() + 30), .success)
        XCTAssertEqual(recorder.seen, [.next(1), .next(20)])
        subscription.dispose()
        firstObserver.value = nil
    }

    func testAnOuterElementSentFromInsideTheObserverSwitchesToANewInner() {
        let outer = ManualSource<Int>()
        let first = ManualSource<Int>()
        let recorder = Recorder<Int>()
        let subscription = outer.observable.flatMapLatest { value -> Observable<Int> in
            value == 1 ? first.observable : Observable.just(value * 10)
        }.subscribe(onNext: { value in
            recorder.on(.next(value))
            if value == 1 { outer.send(.next(2)) }
        })
        outer.send(.next(1))
        first.send(.next(1))
        first.send(.next(2))
        XCTAssertEqual(recorder.seen, [.next(1), .next(20)])
        XCTAssertFalse(first.isObserved)
        subscription.dispose()
    }

    func testSwitchLatestForwardsOnlyTheMostRecentInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(60, 3), .completed(70)])
        let second = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(250, second), .completed(300)])

        let res = scheduler.start { outer.switchLatest() }

        XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .next(260, 4), .completed(300)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 270)])
    }

}

/// A source that keeps the observer it is given and ignores disposal: the test sends
/// through `observer` by hand, also after the subscription was disposed. (`asObservable()`
/// wraps it in `create`'s sink, which is the first to drop such late events.)
private final class UnguardedSource: ObservableType {
    typealias Element = Int

    var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create()
    }
}
