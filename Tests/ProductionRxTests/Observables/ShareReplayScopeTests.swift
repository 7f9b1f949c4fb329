// Chapter 9 (Subjects and sharing): `share(replay:scope:)` in virtual time, with the source's
// subscription log, for both scopes and for the optimised (replay 0 and 1, `.whileConnected`)
// and general paths.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

final class ShareReplayScopeTests: RxTestCase {
    // MARK: .whileConnected, replay 1 (ShareWhileConnected keeping the latest element)

    func testShareReplayOneSubscribesTheSourceOnceAndReplaysTheLatestElementToLaterSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])

        let res = scheduler.runShared({ xs.share(replay: 1) }, subscribers: [(200, 300), (225, 300)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        assertEvents(res[1], equal: [.next(225, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareReplayOneWhileConnectedForgetsItsBufferAndResubscribesWhenEveryoneLeftAndSomeoneComes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(270, 4)])

        let res = scheduler.runShared({ xs.share(replay: 1, scope: .whileConnected) }, subscribers: [(200, 230), (215, 235), (260, 300)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2)])
        assertEvents(res[1], equal: [.next(215, 1), .next(220, 2)])
        // No stale `2` replayed at 260: the buffer went with the connection.
        assertEvents(res[2], equal: [.next(270, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235), Subscription(260, 300)])
    }

    func testShareReplayOneWhileConnectedForwardsAnErrorToEverySubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError.boom)])

        let res = scheduler.runShared({ xs.share(replay: 1) }, subscribers: [(200, 1000), (215, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res[1], equal: [.next(215, 1), .error(220, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testShareReplayOneReplaysTheCurrentElementToASubscriberAddedWhileItIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        nonisolated(unsafe) let res2 = scheduler.createObserver(Int.self)
        nonisolated(unsafe) var ys: Observable<Int>!
        nonisolated(unsafe) var subscriptions: [Disposable] = []
        nonisolated(unsafe) var seenByFirst: [Int] = []

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

        XCTAssertEqual(seenByFirst, [1, 2])
        // Replayed once on subscribing, not delivered a second time by the ongoing dispatch.
        assertEvents(res2.events, equal: [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testShareReplayOneDisconnectsWhenItsOnlySubscriberLeavesWhileAnElementIsDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])

        let res = scheduler.start { xs.share(replay: 1).take(1) }

        assertEvents(res.events, equal: [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: .whileConnected, replay 0 (ShareWhileConnected keeping nothing)

    func testShareWithoutReplaySharesOneSubscriptionReplaysNothingAndReconnectsAfterEveryoneLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(450, 5),
        ])

        let res = scheduler.runShared({ xs.share() }, subscribers: [(200, 235), (215, 300), (400, 500)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2), .next(230, 3)])
        assertEvents(res[1], equal: [.next(220, 2), .next(230, 3), .next(240, 4)])
        assertEvents(res[2], equal: [.next(450, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    // MARK: .whileConnected, replay > 1 (multicast(makeSubject:) + refCount)

    func testShareReplayManyWhileConnectedReplaysItsBufferAndForgetsItWhenEveryoneLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(410, 5),
        ])

        let res = scheduler.runShared({ xs.share(replay: 2, scope: .whileConnected) }, subscribers: [(200, 300), (240, 300), (400, 500)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4)])
        assertEvents(res[1], equal: [.next(240, 2), .next(240, 3), .next(280, 4)])
        assertEvents(res[2], equal: [.next(410, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
    }

    // MARK: every .whileConnected sharing, after the source completed

    /// A way of sharing one subscription that lets the source go when it ends.
    struct WhileConnected: CustomTestStringConvertible, Sendable {
        let name: String
        let share: @Sendable (Observable<Int>) -> Observable<Int>
        var testDescription: String { name }
    }

    // MARK: .forever

    func testShareForeverReplaysTheBufferAndTheTerminalEventToLateSubscribersWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.runShared({ xs.share(replay: 1, scope: .forever) }, subscribers: [(200, 1000), (300, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2), .completed(230)])
        assertEvents(res[1], equal: [.next(300, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testShareForeverKeepsItsStaleBufferForTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(270, 4)])

        let res = scheduler.runShared({ xs.share(replay: 1, scope: .forever) }, subscribers: [(200, 230), (260, 300)])

        assertEvents(res[0], equal: [.next(210, 1), .next(220, 2)])
        // The `2` from the first connection, then the second connection's elements.
        assertEvents(res[1], equal: [.next(260, 2), .next(270, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(260, 300)])
    }

    func testShareForeverWithoutReplaySendsOnlyTheTerminalEventToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])

        let res = scheduler.runShared({ xs.share(scope: .forever) }, subscribers: [(200, 1000), (300, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .error(220, TestError.boom)])
        assertEvents(res[1], equal: [.error(300, TestError.boom)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

/// The tests of ShareReplayScopeTests that run over a table of arguments, each case reported on its
/// own by Swift Testing.
@Suite("share(replay:scope:): argument tables", .leakChecked)
struct ShareReplayScopeTableTests {
    typealias WhileConnected = ShareReplayScopeTests.WhileConnected

    // Not the replayed elements and `completed` at 300: a fresh run of the source.
    @Test(arguments: [
        WhileConnected(name: "publish().refCount()") { $0.publish().refCount() },
        WhileConnected(name: "share()") { $0.share() },
        WhileConnected(name: "share(replay: 1)") { $0.share(replay: 1) },
        WhileConnected(name: "share(replay: 2, scope: .whileConnected)") { $0.share(replay: 2, scope: .whileConnected) },
    ])
    func forwardsCompletionAndTheNextSubscriberRunsTheSourceAgain(_ sharing: WhileConnected) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .completed(20)])

        let res = scheduler.runShared({ sharing.share(xs.asObservable()) }, subscribers: [(200, 1000), (300, 1000)])

        assertEvents(res[0], equal: [.next(210, 1), .next(215, 2), .completed(220)])
        assertEvents(res[1], equal: [.next(310, 1), .next(315, 2), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }
}
