// `groupBy(keySelector:)` and `GroupedObservable` (Sources/ProductionRx/Observables/GroupBy.swift):
// one group per key in order of first appearance, groups as hot lines, completion and errors
// reaching every group first, and a source subscription that lives while any group is watched.
import ProductionRx
import ProductionRxTest
import XCTest

// As RxSwift does (RxSwift/Observables/GroupBy.swift; these tests also run against it, in
// Tools/AgainstRxSwift): the group is sent before the element that opens it, groups end
// before the outer line, and the source lives while any group subscription does.
/// groupBy(keySelector:)
final class GroupByTests: RxTestCase {
    /// Subscribes to every group as it arrives and logs `key:element` lines, and the
    /// terminal events of the groups and of the outer sequence.
    ///
    /// `Sendable`, as Rx's closures capture it; its lists are `nonisolated(unsafe)` because
    /// these tests send on one thread.
    private final class GroupLog: Sendable {
        nonisolated(unsafe) private(set) var entries: [String] = []
        nonisolated(unsafe) private(set) var groupSubscriptions: [Disposable] = []

        func observe(_ groups: Observable<GroupedObservable<String, Int>>) -> Disposable {
            groups.subscribe(
                onNext: { group in
                    self.entries.append("group \(group.key)")
                    let key = group.key
                    let subscription = group.subscribe(
                        onNext: { self.entries.append("\(key):\($0)") },
                        onError: { self.entries.append("\(key) error(\($0))") },
                        onCompleted: { self.entries.append("\(key) completed") }
                    )
                    self.groupSubscriptions.append(subscription)
                },
                onError: { self.entries.append("outer error(\($0))") },
                onCompleted: { self.entries.append("outer completed") }
            )
        }

        func disposeGroups() {
            groupSubscriptions.forEach { $0.dispose() }
        }
    }

    private static func parity(_ value: Int) -> String {
        value.isMultiple(of: 2) ? "even" : "odd"
    }

    func testGroupBySendsOneGroupPerKeyInOrderOfFirstAppearanceAndEachElementOnItsGroup() {
        let log = GroupLog()
        log.observe(Observable.of(1, 2, 3, 4, 5).groupBy(keySelector: Self.parity)).dispose()

        XCTAssertEqual(
            Array(log.entries.prefix(7)),
            [
                "group odd", "odd:1",
                "group even", "even:2",
                "odd:3", "even:4", "odd:5",
            ])
        log.disposeGroups()
    }

    /// The groups complete in no particular order (they are kept by key), all before the
    /// outer sequence.
    func testGroupByCompletesEveryGroupBeforeTheOuterSequence() throws {
        let log = GroupLog()
        log.observe(Observable.of(1, 2).groupBy(keySelector: Self.parity)).dispose()
        defer { log.disposeGroups() }

        XCTAssertEqual(log.entries.count, 7)
        guard log.entries.count == 7 else { return }
        XCTAssertEqual(Set(log.entries[4...5]), ["odd completed", "even completed"])
        XCTAssertEqual(log.entries.last, "outer completed")
    }

    // snippet:begin group-by-flat-map
    func testGroupByFlattenedWithFlatMapInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.groupBy(keySelector: Self.parity)
                .flatMap { group in group.map { [key = group.key] in "\(key) \($0)" } }
        }

        assertEvents(
            res.events,
            equal: [
                .next(210, "odd 1"),
                .next(220, "even 2"),
                .next(230, "odd 3"),
                .next(240, "even 4"),
                .completed(300),
            ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
    // snippet:end group-by-flat-map

    func testAGroupIsHotASubscriberWhoComesLateMissesWhatItSentBefore() {
        let source = ManualSource<Int>()
        nonisolated(unsafe) var groups: [GroupedObservable<String, Int>] = []
        let outer = source.observable.groupBy(keySelector: Self.parity).subscribe(onNext: { groups.append($0) })

        source.send(.next(1))
        source.send(.next(3))
        let recorder = Recorder<Int>()
        let late = groups[0].subscribe(recorder)
        source.send(.next(5))

        XCTAssertEqual(groups.map(\.key), ["odd"])
        XCTAssertEqual(recorder.seen, [.next(5)])
        late.dispose()
        outer.dispose()
    }

    func testGroupBySendsTheSourceErrorToEveryGroupThenTheOuterSequence() {
        let source = ManualSource<Int>()
        let log = GroupLog()
        let outer = log.observe(source.observable.groupBy(keySelector: Self.parity))

        source.send(.next(1))
        source.send(.error(TestError.boom))

        XCTAssertEqual(log.entries, ["group odd", "odd:1", "odd error(boom)", "outer error(boom)"])
        XCTAssertFalse(source.isObserved)
        outer.dispose()
        log.disposeGroups()
    }

    func testAThrowingKeySelectorFailsEveryGroupAndTheOuterSequenceAndDisposesTheSource() {
        let source = ManualSource<Int>()
        let log = GroupLog()
        let groups = source.observable.groupBy { value -> String in
            if value == 3 { throw TestError.other }
            return Self.parity(value)
        }
        let outer = log.observe(groups)

        source.send(.next(2))
        source.send(.next(3))
        source.send(.next(4))

        XCTAssertEqual(log.entries, ["group even", "even:2", "even error(other)", "outer error(other)"])
        XCTAssertEqual(source.disposals, 1)
        outer.dispose()
        log.disposeGroups()
    }

    func testDisposingTheOuterSubscriptionKeepsTheSourceWhileAGroupIsSubscribed() {
        let source = ManualSource<Int>()
        nonisolated(unsafe) var groups: [GroupedObservable<String, Int>] = []
        let outer = source.observable.groupBy(keySelector: Self.parity).subscribe(onNext: { groups.append($0) })
        source.send(.next(1))
        let recorder = Recorder<Int>()
        let groupSubscription = groups[0].subscribe(recorder)

        outer.dispose()
        source.send(.next(3))
        source.send(.next(4))
        XCTAssertTrue(source.isObserved)
        XCTAssertEqual(groups.count, 1)
        XCTAssertEqual(recorder.seen, [.next(3)])

        groupSubscription.dispose()
        XCTAssertFalse(source.isObserved)
        XCTAssertEqual(source.disposals, 1)
    }

    func testSubscribingToAGroupAfterEverythingWasDisposedGetsNothingAndKeepsNothing() {
        let source = ManualSource<Int>()
        nonisolated(unsafe) var groups: [GroupedObservable<String, Int>] = []
        let outer = source.observable.groupBy(keySelector: Self.parity).subscribe(onNext: { groups.append($0) })
        source.send(.next(1))
        outer.dispose()

        let recorder = Recorder<Int>()
        groups[0].subscribe(recorder).dispose()

        XCTAssertEqual(recorder.seen, [])
        XCTAssertEqual(source.disposals, 1)
    }

    func testAGroupedObservableIsItsKeyAndItsSource() {
        let group = GroupedObservable(key: "k", source: Observable.of(1, 2))

        XCTAssertEqual(group.key, "k")
        XCTAssertEqual(record(group), [.next(1), .next(2), .completed])
        XCTAssertEqual(record(group.asObservable()), [.next(1), .next(2), .completed])
    }
}
