// Chapter 9 (Subjects and sharing): `share(replay:scope:)` in virtual time, with the source's
// subscription log, for both scopes and for the optimised (replay 0 and 1, `.whileConnected`)
// and general paths.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("share(replay:scope:)", .leakChecked)
struct ShareReplayScopeTests {
    // MARK: .whileConnected, replay 1 (ShareWhileConnected keeping the latest element)

    @Test func shareReplayOneSubscribesTheSourceOnceAndReplaysTheLatestElementToLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscription1: Disposable!
        var subscription2: Disposable!

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1) }
        scheduler.scheduleAt(200) { subscription1 = ys.subscribe(res1) }
        scheduler.scheduleAt(225) { subscription2 = ys.subscribe(res2) }
        scheduler.scheduleAt(300) { subscription1.dispose() }
        scheduler.scheduleAt(300) { subscription2.dispose() }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        assertEvents(res2.events, equal: [.next(225, 2), .next(230, 3), .next(240, 4)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func shareReplayOneWhileConnectedForgetsItsBufferAndResubscribesWhenEveryoneLeftAndSomeoneComes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(270, 4)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1, scope: .whileConnected) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(235) { subscriptions[1].dispose() }
        scheduler.scheduleAt(260) { subscriptions.append(ys.subscribe(res3)) }
        scheduler.scheduleAt(300) { subscriptions[2].dispose() }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2)])
        assertEvents(res2.events, equal: [.next(215, 1), .next(220, 2)])
        // No stale `2` replayed at 260: the buffer went with the connection.
        assertEvents(res3.events, equal: [.next(270, 4)])
        #expect(xs.subscriptions == [Subscription(200, 235), Subscription(260, 300)])
    }

    @Test func shareReplayOneWhileConnectedForwardsCompletionAndTheNextSubscriberRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .completed(220)])
        // Not the replayed `1` and `completed` at 300: a fresh run of the source.
        assertEvents(res2.events, equal: [.next(310, 1), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func shareReplayOneWhileConnectedForwardsAnErrorToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res2.events, equal: [.next(215, 1), .error(220, TestError.boom)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func shareReplayOneReplaysTheCurrentElementToASubscriberAddedWhileItIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []
        var seenByFirst: [Int] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1) }
        scheduler.scheduleAt(200) {
            subscriptions.append(
                ys.subscribe(onNext: { element in
                    seenByFirst.append(element)
                    if element == 1 {
                        subscriptions.append(ys.subscribe(res2))
                    }
                }))
        }
        scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        #expect(seenByFirst == [1, 2])
        // Replayed once on subscribing, not delivered a second time by the ongoing dispatch.
        assertEvents(res2.events, equal: [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func shareReplayOneDisconnectsWhenItsOnlySubscriberLeavesWhileAnElementIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start { xs.share(replay: 1).take(1) }

        assertEvents(res.events, equal: [.next(210, 1), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    // MARK: .whileConnected, replay 0 (ShareWhileConnected keeping nothing)

    @Test func shareWithoutReplaySharesOneSubscriptionReplaysNothingAndReconnectsAfterEveryoneLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(450, 5),
        ])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(215) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(235) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.scheduleAt(400) { subscriptions.append(ys.subscribe(res3)) }
        scheduler.scheduleAt(500) { subscriptions[2].dispose() }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2), .next(230, 3)])
        assertEvents(res2.events, equal: [.next(220, 2), .next(230, 3), .next(240, 4)])
        assertEvents(res3.events, equal: [.next(450, 5)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400, 500)])
    }

    @Test func shareWithoutReplayForwardsCompletionAndTheNextSubscriberRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share() }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .completed(220)])
        assertEvents(res2.events, equal: [.next(310, 1), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    // MARK: .whileConnected, replay > 1 (multicast(makeSubject:) + refCount)

    @Test func shareReplayManyWhileConnectedReplaysItsBufferAndForgetsItWhenEveryoneLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(410, 5),
        ])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 2, scope: .whileConnected) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(240) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.scheduleAt(400) { subscriptions.append(ys.subscribe(res3)) }
        scheduler.scheduleAt(500) { subscriptions[2].dispose() }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4)])
        assertEvents(res2.events, equal: [.next(240, 2), .next(240, 3), .next(280, 4)])
        assertEvents(res3.events, equal: [.next(410, 5)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400, 500)])
    }

    @Test func shareReplayManyWhileConnectedRunsTheSourceAgainAfterItCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .completed(20)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 2, scope: .whileConnected) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(215, 2), .completed(220)])
        assertEvents(res2.events, equal: [.next(310, 1), .next(315, 2), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    // MARK: .forever

    @Test func shareForeverReplaysTheBufferAndTheTerminalEventToLateSubscribersWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1, scope: .forever) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2), .completed(230)])
        assertEvents(res2.events, equal: [.next(300, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func shareForeverKeepsItsStaleBufferForTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(270, 4)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(replay: 1, scope: .forever) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .next(220, 2)])
        // The `2` from the first connection, then the second connection's elements.
        assertEvents(res2.events, equal: [.next(260, 2), .next(270, 4)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(260, 300)])
    }

    @Test func shareForeverWithoutReplaySendsOnlyTheTerminalEventToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        var ys: Observable<Int>!
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.share(scope: .forever) }
        scheduler.scheduleAt(200) { subscriptions.append(ys.subscribe(res1)) }
        scheduler.scheduleAt(300) { subscriptions.append(ys.subscribe(res2)) }
        scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()

        assertEvents(res1.events, equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res2.events, equal: [.error(300, TestError.boom)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
