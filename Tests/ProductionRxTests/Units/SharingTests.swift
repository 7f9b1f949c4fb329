// Chapter 13 (Units): the fourth property, sharing side effects. A Driver shares one
// subscription to its source and replays the latest element to a late subscriber; a Signal
// shares without replay; both let go of the source when the last subscriber leaves and
// reconnect afresh. Every operator shares again, so a step runs once for all subscribers.
import ProductionRx
import ProductionRxTest
import XCTest

/// Units: sharing side effects
final class SharingTests: RxTestCase {
    /// Subscribes `observers` to `unit` at the given times, disposes each at its time, runs
    /// the scheduler, and returns what each observer recorded.
    private func subscribe<Unit: ObservableConvertibleType>(
        _ unit: Unit, on scheduler: TestScheduler, at times: [(subscribe: Int, dispose: Int)]
    ) -> [[Recorded<Event<Unit.Element>>]] {
        let observers = times.map { _ in scheduler.createObserver(Unit.Element.self) }
        for (observer, time) in zip(observers, times) {
            var subscription: Disposable?
            scheduler.scheduleAt(time.subscribe) { subscription = unit.asObservable().subscribe(observer) }
            scheduler.scheduleAt(time.dispose) { subscription?.dispose() }
        }
        scheduler.start()
        return observers.map(\.events)
    }

    func testDriverSubscribesToItsSourceOnceForAllItsSubscribers() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable(marbles: "-a-b-c-d-")

        let events = mockingSharingScheduler(scheduler) {
            subscribe(xs.asDriver(onErrorJustReturn: "?"), on: scheduler, at: [(200, 1000), (200, 1000)])
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(events[0], events[1])
        XCTAssertEqual(events[0], [.next(210, "a"), .next(230, "b"), .next(250, "c"), .next(270, "d")])
    }

    func testDriverReplaysTheLatestElementToALateSubscriberAtOnce() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable(marbles: "-a-b-----c-")

        let events = mockingSharingScheduler(scheduler) {
            subscribe(xs.asDriver(onErrorJustReturn: "?"), on: scheduler, at: [(200, 1000), (260, 1000)])
        }

        XCTAssertEqual(events[1], [.next(260, "b"), .next(290, "c")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testSignalSharesOneSubscriptionButReplaysNothingToALateSubscriber() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable(marbles: "-a-b-----c-")

        let events = mockingSharingScheduler(scheduler) {
            subscribe(xs.asSignal(onErrorJustReturn: "?"), on: scheduler, at: [(200, 1000), (260, 1000)])
        }

        XCTAssertEqual(events[0], [.next(210, "a"), .next(230, "b"), .next(290, "c")])
        XCTAssertEqual(events[1], [.next(290, "c")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDriverReconnectsAfterItsLastSubscriberLeftAndForgetsTheOldLatestElement() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable(marbles: "-a-b-----c-")

        let events = mockingSharingScheduler(scheduler) {
            subscribe(xs.asDriver(onErrorJustReturn: "?"), on: scheduler, at: [(200, 240), (260, 1000)])
        }

        // `.whileConnected`: the replay buffer went with the first connection, so the second
        // subscriber does not see "b", only what the new connection brings.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 1000)])
        XCTAssertEqual(events[0], [.next(210, "a"), .next(230, "b")])
        XCTAssertEqual(events[1], [.next(290, "c")])
    }

    func testSignalReconnectsAfterItsLastSubscriberLeft() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable(marbles: "-a-b-----c-")

        let events = mockingSharingScheduler(scheduler) {
            subscribe(xs.asSignal(onErrorJustReturn: "?"), on: scheduler, at: [(200, 240), (260, 1000)])
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(260, 1000)])
        XCTAssertEqual(events[1], [.next(290, "c")])
    }

    func testEveryDriverOperatorSharesSoItsClosureRunsOncePerElementForAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-")
        nonisolated(unsafe) var mapCalls = 0
        nonisolated(unsafe) var filterCalls = 0

        let events = mockingSharingScheduler(scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
                .map { value -> Int in
                    mapCalls += 1
                    return value * 10
                }
                .filter { value in
                    filterCalls += 1
                    return value != 20
                }
            return subscribe(driver, on: scheduler, at: [(200, 1000), (200, 1000), (220, 1000)])
        }

        XCTAssertEqual(mapCalls, 3)
        XCTAssertEqual(filterCalls, 3)
        XCTAssertEqual(events[0], [.next(210, 10), .next(250, 30)])
        // The third subscriber arrives after 10 passed the filter: the filter's own replay
        // buffer hands it 10 at once.
        XCTAssertEqual(events[2], [.next(220, 10), .next(250, 30)])
    }

    func testEverySignalOperatorSharesSoItsClosureRunsOncePerElementForAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-")
        nonisolated(unsafe) var mapCalls = 0

        let events = mockingSharingScheduler(scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
                .map { value -> Int in
                    mapCalls += 1
                    return value * 10
                }
            return subscribe(signal, on: scheduler, at: [(200, 1000), (200, 1000), (220, 1000)])
        }

        XCTAssertEqual(mapCalls, 3)
        XCTAssertEqual(events[0], [.next(210, 10), .next(230, 20), .next(250, 30)])
        XCTAssertEqual(events[2], [.next(230, 20), .next(250, 30)])
    }

    func testAColdSourceBehindADriverRunsItsSideEffectOnceForTwoSubscribers() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        nonisolated(unsafe) var requests = 0
        let request = Observable<String>.deferred {
            requests += 1
            return scheduler.createColdObservable(marbles: "--r-").asObservable()
        }

        let events = mockingSharingScheduler(scheduler) {
            subscribe(request.asDriver(onErrorJustReturn: "?"), on: scheduler, at: [(200, 1000), (200, 1000)])
        }

        XCTAssertEqual(requests, 1)
        XCTAssertEqual(events[1], [.next(220, "r")])
    }

    func testACompletedDriverReconnectsForTheNextSubscriber() {
        nonisolated(unsafe) let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        nonisolated(unsafe) var subscriptions = 0
        let source = Observable<String>.deferred {
            subscriptions += 1
            return scheduler.createColdObservable(marbles: "-x|").asObservable()
        }

        let events = mockingSharingScheduler(scheduler) {
            subscribe(source.asDriver(onErrorJustReturn: "?"), on: scheduler, at: [(200, 1000), (300, 1000)])
        }

        // The first connection ended with the completion at 220; the subscriber at 300 starts
        // a new one and does not get a stale "x" from the old connection.
        XCTAssertEqual(subscriptions, 2)
        XCTAssertEqual(events[0], [.next(210, "x"), .completed(220)])
        XCTAssertEqual(events[1], [.next(310, "x"), .completed(320)])
    }
}
