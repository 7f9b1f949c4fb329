// Chapter 9 (Subjects and sharing): `multicast`, `publish`, `replay`, `replayAll`, `connect`
// and `refCount` in virtual time, with the source's subscription log.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// multicast, publish, replay, connect, refCount
final class MulticastTests: RxTestCase {
    // MARK: publish and connect

    func testPublishSubscribesTheSourceOnlyWhileConnectedAndDisposingTheConnectionUnsubscribesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])

        let res = scheduler.runConnectable({ xs.publish() }, connections: [(230, 260)], subscribers: [(200, 1000)])

        assertEvents(res[0], equal: [.next(240, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
    }

    func testConnectingTwiceReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(240, 1), .next(270, 2)])
        let res = scheduler.createObserver(Int.self)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connections: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.publish() }
        scheduler.scheduleAt(200) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(230) { connections.append(ys.connect()) }
        scheduler.scheduleAt(235) { connections.append(ys.connect()) }
        scheduler.scheduleAt(260) { connections[1].dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        assertEvents(res.events, equal: [.next(240, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
        let first = ObjectIdentifier(connections[0] as AnyObject)
        let second = ObjectIdentifier(connections[1] as AnyObject)
        XCTAssertEqual(first, second)
    }

    func testPublishMakesANewSubjectPerConnectionSoEarlierSubscribersMissTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2)])

        let res = scheduler.runConnectable(
            { xs.publish() }, connections: [(205, 250), (280, 300)], subscribers: [(200, 1000), (270, 1000)])

        assertEvents(res[0], equal: [.next(210, 1)])
        assertEvents(res[1], equal: [.next(290, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250), Subscription(280, 300)])
    }

    func testPublishForwardsCompletionEndsTheConnectionAndTheNextConnectSubscribesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.runConnectable(
            { xs.publish() }, connections: [(200, 1000), (300, 1000)], subscribers: [(200, 1000), (300, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .completed(220)])
        assertEvents(res[1], equal: [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testPublishForwardsAnErrorToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])

        let res = scheduler.runConnectable({ xs.publish() }, connections: [(200, 1000)], subscribers: [(200, 1000), (200, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res[1], equal: [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: multicast

    func testMulticastThroughAGivenSubjectKeepsThatSubjectAcrossConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(217, 99), .next(230, 2)])
        let subject = PublishSubject<Int>()

        let res = scheduler.runConnectable(
            { xs.multicast(subject) }, connections: [(205, 215), (220, 300)], subscribers: [(200, 1000)])

        // 99 came while no connection was open.
        assertEvents(res[0], equal: [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 215), Subscription(220, 300)])
    }

    func testMulticastMakeSubjectMakesOneSubjectPerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        nonisolated(unsafe) var made = 0

        _ = scheduler.runConnectable(
            {
                xs.multicast(makeSubject: { () -> PublishSubject<Int> in
                    made += 1
                    return PublishSubject()
                })
            }, connections: [(200, 220), (230, 240)], subscribers: [])

        XCTAssertEqual(made, 2)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230, 240)])
    }

    func testMulticastWithASelectorSharesOneSubscriptionAmongTheSelectorsUses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.merge(shared, shared.map { $0 * 10 })
                })
        }

        assertEvents(res.events, equal: [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMulticastWithAThrowingSelectorSendsTheErrorAndNeverSubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])

        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { (_: Observable<Int>) -> Observable<Int> in
                    throw TestError.boom
                })
        }

        assertEvents(res.events, equal: [.error(200, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: replay and replayAll

    /// `replay(2)` and `replayAll()`, with what each replays to a subscriber that comes at 235.
    struct ReplayCase: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (Observable<Int>) -> ConnectableObservable<Int>
        let late: [Recorded<Event<Int>>]
        var testDescription: String { name }
    }

    func testReplayClearsItsSubjectWhenTheSourceEndsSoALaterSubscriberGetsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.runConnectable({ xs.replay(1) }, connections: [(200, 1000)], subscribers: [(225, 1000), (240, 1000)])

        assertEvents(res[0], equal: [.next(225, 2), .completed(230)])
        // A fresh subject, waiting for the next connection.
        assertEvents(res[1], equal: [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testReplayAllReplaysEveryElementToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let res = scheduler.createObserver(Int.self)
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable!
        var connection: Disposable!

        scheduler.scheduleAt(100) { ys = xs.replayAll() }
        scheduler.scheduleAt(200) { connection = ys.connect() }
        scheduler.scheduleAt(235) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        scheduler.start()

        assertEvents(res.events, equal: [.next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: refCount

    func testRefCountConnectsOnTheFirstSubscriberAndDisconnectsWhenTheLastLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(350, 5),
        ])

        let res = scheduler.runShared({ xs.publish().refCount() }, subscribers: [(200, 225), (215, 250), (300, 400)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2)])
        assertEvents(res[1], equal: [.next(220, 2), .next(230, 3), .next(240, 4)])
        assertEvents(res[2], equal: [.next(350, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    /// A newcomer after everyone left: what a `refCount` over a replaying subject sends it.
    struct NewcomerCase: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @Sendable (Observable<Int>) -> Observable<Int>
        let newcomer: [Recorded<Event<Int>>]
        var testDescription: String { name }
    }

    // After the source completed, the next subscriber connects again: see
    // ShareReplayScopeTests.forwardsCompletionAndTheNextSubscriberRunsTheSourceAgain.

    func testRefCountForwardsAnErrorToEverySubscriberAndDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])

        let res = scheduler.runShared({ xs.publish().refCount() }, subscribers: [(200, 1000), (205, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res[1], equal: [.next(210, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testRefCountCountsASubscriberAddedWhileAnElementIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        nonisolated(unsafe) let res2 = scheduler.createObserver(Int.self)
        nonisolated(unsafe) var ys: Observable<Int>!
        nonisolated(unsafe) var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { ys = xs.publish().refCount() }
        scheduler.scheduleAt(200) {
            subscriptions.append(
                ys.subscribe(onNext: { element in
                    if element == 1 {
                        subscriptions.append(ys.subscribe(res2))
                    }
                }))
        }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(250) { subscriptions[1].dispose() }
        scheduler.start()

        // The publish subject delivers `1` to the observers it had when `1` arrived.
        assertEvents(res2.events, equal: [.next(220, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

/// The tests of MulticastTests that run over a table of arguments, each case reported on its own by
/// Swift Testing.
@Suite("multicast, publish, replay, connect, refCount: argument tables", .leakChecked)
struct MulticastTableTests {
    typealias ReplayCase = MulticastTests.ReplayCase
    typealias NewcomerCase = MulticastTests.NewcomerCase

    @Test(arguments: [
        ReplayCase(name: "replay(2)", make: { $0.replay(2) }, late: [.next(235, 2), .next(235, 3), .next(240, 4)]),
        ReplayCase(name: "replayAll()", make: { $0.replayAll() }, late: [.next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4)]),
    ])
    func replayReplaysItsBufferToLateSubscribersWhileConnected(_ replay: ReplayCase) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])

        let res = scheduler.runConnectable({ replay.make(xs.asObservable()) }, connections: [(200, 300)], subscribers: [(235, 1000)])

        assertEvents(res[0], equal: replay.late)
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    // `replay(1)` makes a new ReplaySubject for each connection (RxSwift 6 does the same,
    // RxSwift/Observables/Multicast.swift), so once everyone has left, the next subscriber
    // starts a new connection with an empty buffer: `.whileConnected`, not `.forever`.
    // The contrast: one subject given to `multicast` outlives its connections, so the
    // newcomer first gets the stale `2` it kept (`.forever`).
    @Test(arguments: [
        NewcomerCase(
            name: "replay(1).refCount(): nothing replayed, the source subscribed again",
            make: { $0.replay(1).refCount() },
            newcomer: [.next(270, 1), .next(280, 2), .completed(310)]),
        NewcomerCase(
            name: "multicast(one ReplaySubject).refCount(): the stale 2 first",
            make: { $0.multicast(ReplaySubject.create(bufferSize: 1)).refCount() },
            newcomer: [.next(260, 2), .next(270, 1), .next(280, 2), .completed(310)]),
    ])
    func refCountOverAReplayingSubjectAndANewcomerAfterEveryoneLeft(_ sharing: NewcomerCase) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])

        let res = scheduler.runShared({ sharing.make(xs.asObservable()) }, subscribers: [(200, 240), (260, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2)])
        assertEvents(res[1], equal: sharing.newcomer)
        #expect(xs.subscriptions == [Subscription(200, 240), Subscription(260, 310)])
    }
}
