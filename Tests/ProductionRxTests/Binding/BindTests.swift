// Chapter 13 (Units): `bind(to:)` for observers and relays, `bind(to:)` with a binder
// function, `bind(onNext:)` and `bind(with:onNext:)`; an error in a binding is fatal.
import ProductionRx
import ProductionRxTest
import Testing
import XCTest

/// bind(to:) and bind(onNext:)
final class BindTests: RxTestCase {
    // MARK: observers

    func testBindToObserversSendsEveryEventToEachObserverInOrder() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        Observable.of(1, 2).bind(to: first, second).dispose()
        XCTAssertEqual(first.seen, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.seen, [.next(1), .next(2), .completed])
    }

    func testBindToObserversOfOptionalElementsWrapsEachElement() {
        let recorder = Recorder<Int?>()
        Observable.of(1, 2).bind(to: recorder).dispose()
        XCTAssertEqual(recorder.seen, [.next(1), .next(2), .completed])
    }

    func testBindToObserversForwardsAnErrorToTheObservers() {
        let recorder = Recorder<Int>()
        Observable<Int>.error(TestError.boom).bind(to: recorder).dispose()
        XCTAssertEqual(recorder.seen, [.error("boom")])
    }

    func testDisposingABindingStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.createObserver(Int.self)
        var binding: Disposable!

        scheduler.scheduleAt(200) { binding = xs.bind(to: res) }
        scheduler.scheduleAt(220) { binding.dispose() }
        scheduler.start()

        assertEvents(res.events, equal: [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: relays

    func testBindToPublishRelaysAcceptsEachElementAndIgnoresCompletion() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let firstRecorder = Recorder<Int>()
        let secondRecorder = Recorder<Int>()
        let subscriptions = [first.subscribe(firstRecorder), second.subscribe(secondRecorder)]

        Observable.of(1, 2).bind(to: first, second).dispose()
        first.accept(3)

        // The relay outlives the bound sequence: its completion is not forwarded.
        XCTAssertEqual(firstRecorder.seen, [.next(1), .next(2), .next(3)])
        XCTAssertEqual(secondRecorder.seen, [.next(1), .next(2)])
        subscriptions.forEach { $0.dispose() }
    }

    func testBindToBehaviorRelaysUpdatesTheirValue() {
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        Observable.of(1, 2).bind(to: relay).dispose()
        Observable.of(7).bind(to: optionalRelay).dispose()
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(optionalRelay.value, 7)
    }

    func testBindToReplayRelaysKeepsTheElementsForLaterSubscribers() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
        Observable.of(1, 2, 3).bind(to: relay).dispose()
        Observable.of(4).bind(to: optionalRelay).dispose()
        XCTAssertEqual(record(relay), [.next(2), .next(3)])
        XCTAssertEqual(record(optionalRelay), [.next(4)])
    }

    func testBindToPublishRelaysOfOptionalElementsWrapsEachElement() {
        let relay = PublishRelay<Int?>()
        let recorder = Recorder<Int?>()
        let subscription = relay.subscribe(recorder)
        Observable.of(1).bind(to: relay).dispose()
        XCTAssertEqual(recorder.seen, [.next(1)])
        subscription.dispose()
    }

    // MARK: binder functions and closures

    func testBindToABinderFunctionCallsItOnceWithTheSequenceAndReturnsItsResult() {
        let source = Observable.of(1, 2)
        var calls = 0
        let seen = source.bind(to: { (observable: Observable<Int>) -> [Seen<Int>] in
            calls += 1
            return record(observable)
        })
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(seen, [.next(1), .next(2), .completed])
    }

    func testBindToACurriedBinderCallsItOnceAndPassesTheCurriedArgument() {
        let source = Observable.of(1, 2)
        var calls = 0
        let result = source.bind(
            to: { (observable: Observable<Int>) -> (Int) -> [Seen<Int>] in
                calls += 1
                return { factor in record(observable.map { $0 * factor }) }
            },
            curriedArgument: 10
        )
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(result, [.next(10), .next(20), .completed])
    }

    func testBindOnNextReceivesEachElement() {
        nonisolated(unsafe) var elements: [Int] = []
        Observable.of(1, 2).bind(onNext: { elements.append($0) }).dispose()
        XCTAssertEqual(elements, [1, 2])
    }

    func testBindWithAnObjectDoesNotRetainIt() {
        final class Target {
            var elements: [Int] = []
        }
        let relay = PublishRelay<Int>()
        var target: Target? = Target()
        weak let weakTarget = target
        let binding = relay.bind(with: target!) { target, element in target.elements.append(element) }
        relay.accept(1)
        XCTAssertEqual(target?.elements, [1])
        target = nil
        XCTAssertNil(weakTarget)
        relay.accept(2)
        binding.dispose()
    }

    // MARK: errors are fatal

}

/// The tests of BindTests that need a process of their own (exit tests, which XCTest has not).
@Suite("bind(to:) and bind(onNext:): exit tests", .leakChecked)
struct BindExitTests {
    @Test func bindOnNextStopsTheProcessOnAnError() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(TestError.boom).bind(onNext: { _ in })
        }
    }

    @Test func bindToARelayStopsTheProcessOnAnError() async {
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(TestError.boom).bind(to: PublishRelay<Int>())
        }
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(TestError.boom).bind(to: BehaviorRelay(value: 0))
        }
        await #expect(processExitsWith: .failure) {
            _ = Observable<Int>.error(TestError.boom).bind(to: ReplayRelay<Int>.create(bufferSize: 1))
        }
    }
}
