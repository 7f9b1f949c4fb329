// Chapter 13 (Units): `bind(to:)` for observers and relays, `bind(to:)` with a binder
// function, `bind(onNext:)` and `bind(with:onNext:)`; an error in a binding is fatal.
import ProductionRx
import ProductionRxTest
import Testing

@Suite("bind(to:) and bind(onNext:)", .leakChecked)
struct BindTests {
    // MARK: observers

    @Test func bindToObserversSendsEveryEventToEachObserverInOrder() {
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        Observable.of(1, 2).bind(to: first, second).dispose()
        #expect(first.seen == [.next(1), .next(2), .completed])
        #expect(second.seen == [.next(1), .next(2), .completed])
    }

    @Test func bindToObserversOfOptionalElementsWrapsEachElement() {
        let recorder = Recorder<Int?>()
        Observable.of(1, 2).bind(to: recorder).dispose()
        #expect(recorder.seen == [.next(1), .next(2), .completed])
    }

    @Test func bindToObserversForwardsAnErrorToTheObservers() {
        let recorder = Recorder<Int>()
        Observable<Int>.error(TestError.boom).bind(to: recorder).dispose()
        #expect(recorder.seen == [.error("boom")])
    }

    @Test func disposingABindingStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.createObserver(Int.self)
        var binding: Disposable!

        scheduler.scheduleAt(200) { binding = xs.bind(to: res) }
        scheduler.scheduleAt(220) { binding.dispose() }
        scheduler.start()

        assertEvents(res.events, equal: [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    // MARK: relays

    @Test func bindToPublishRelaysAcceptsEachElementAndIgnoresCompletion() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let firstRecorder = Recorder<Int>()
        let secondRecorder = Recorder<Int>()
        let subscriptions = [first.subscribe(firstRecorder), second.subscribe(secondRecorder)]

        Observable.of(1, 2).bind(to: first, second).dispose()
        first.accept(3)

        // The relay outlives the bound sequence: its completion is not forwarded.
        #expect(firstRecorder.seen == [.next(1), .next(2), .next(3)])
        #expect(secondRecorder.seen == [.next(1), .next(2)])
        subscriptions.forEach { $0.dispose() }
    }

    @Test func bindToBehaviorRelaysUpdatesTheirValue() {
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        Observable.of(1, 2).bind(to: relay).dispose()
        Observable.of(7).bind(to: optionalRelay).dispose()
        #expect(relay.value == 2)
        #expect(optionalRelay.value == 7)
    }

    @Test func bindToReplayRelaysKeepsTheElementsForLaterSubscribers() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalRelay = ReplayRelay<Int?>.create(bufferSize: 1)
        Observable.of(1, 2, 3).bind(to: relay).dispose()
        Observable.of(4).bind(to: optionalRelay).dispose()
        #expect(record(relay) == [.next(2), .next(3)])
        #expect(record(optionalRelay) == [.next(4)])
    }

    @Test func bindToPublishRelaysOfOptionalElementsWrapsEachElement() {
        let relay = PublishRelay<Int?>()
        let recorder = Recorder<Int?>()
        let subscription = relay.subscribe(recorder)
        Observable.of(1).bind(to: relay).dispose()
        #expect(recorder.seen == [.next(1)])
        subscription.dispose()
    }

    // MARK: binder functions and closures

    @Test func bindToABinderFunctionCallsItOnceWithTheSequenceAndReturnsItsResult() {
        let source = Observable.of(1, 2)
        var calls = 0
        let seen = source.bind(to: { (observable: Observable<Int>) -> [Seen<Int>] in
            calls += 1
            return record(observable)
        })
        #expect(calls == 1)
        #expect(seen == [.next(1), .next(2), .completed])
    }

    @Test func bindToACurriedBinderCallsItOnceAndPassesTheCurriedArgument() {
        let source = Observable.of(1, 2)
        var calls = 0
        let result = source.bind(
            to: { (observable: Observable<Int>) -> (Int) -> [Seen<Int>] in
                calls += 1
                return { factor in record(observable.map { $0 * factor }) }
            },
            curriedArgument: 10
        )
        #expect(calls == 1)
        #expect(result == [.next(10), .next(20), .completed])
    }

    @Test func bindOnNextReceivesEachElement() {
        nonisolated(unsafe) var elements: [Int] = []
        Observable.of(1, 2).bind(onNext: { elements.append($0) }).dispose()
        #expect(elements == [1, 2])
    }

    @Test func bindWithAnObjectDoesNotRetainIt() {
        final class Target {
            var elements: [Int] = []
        }
        let relay = PublishRelay<Int>()
        var target: Target? = Target()
        weak let weakTarget = target
        let binding = relay.bind(with: target!) { target, element in target.elements.append(element) }
        relay.accept(1)
        #expect(target?.elements == [1])
        target = nil
        #expect(weakTarget == nil)
        relay.accept(2)
        binding.dispose()
    }

    // MARK: errors are fatal

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
