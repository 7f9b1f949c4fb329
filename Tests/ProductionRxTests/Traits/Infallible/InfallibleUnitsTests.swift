// Infallible and the units (chapters 13 and 14): an Infallible as a Driver or a Signal, a
// unit or a control event as an Infallible, and a unit's `values`.
import Dispatch
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

/// Subscribes a first recorder to `unit`, has `relay` send 1 and runs `scheduler`; then a
/// second recorder, has `relay` send `later` and runs it again. Returns both recorders.
private func twoSubscribers<Unit: ObservableConvertibleType>(
    of unit: Unit, fedBy relay: PublishRelay<Int>, thenSending later: [Int], on scheduler: WatchedScheduler
) -> (PlaceRecorder<Int>, PlaceRecorder<Int>) where Unit.Element == Int {
    let first = PlaceRecorder<Int>(scheduler)
    let second = PlaceRecorder<Int>(scheduler)
    let a = unit.asObservable().subscribe(first.observer)
    relay.accept(1)
    scheduler.base.start()
    let b = unit.asObservable().subscribe(second.observer)
    later.forEach(relay.accept)
    scheduler.base.start()
    a.dispose()
    b.dispose()
    return (first, second)
}

@Suite("Infallible and units", .leakChecked)
struct InfallibleUnitsTests {
    @Test func asDriverDeliversOnTheSharingSchedulerAndReplaysTheLatest() {
        let scheduler = WatchedScheduler(TestScheduler(initialClock: 0))
        let relay = PublishRelay<Int>()
        let driver = mockingSharingScheduler(scheduler) { relay.asInfallible().asDriver() }
        let (first, second) = twoSubscribers(of: driver, fedBy: relay, thenSending: [], on: scheduler)
        #expect(first.elements == [1] && first.onScheduler == [true])
        #expect(second.elements == [1], "a Driver replays the latest element to a new subscriber")
    }

    @Test func asSignalDeliversOnTheSharingSchedulerAndReplaysNothing() {
        let scheduler = WatchedScheduler(TestScheduler(initialClock: 0))
        let relay = PublishRelay<Int>()
        let signal = mockingSharingScheduler(scheduler) { () -> Signal<Int> in
            implementation.divergence(
                "Infallible.asSignal()",
                because:
                    "ProductionRx gives an Infallible asSignal() beside asDriver(), for events that must not replay; RxSwift has only asDriver(), so a program written for it goes through the Observable with a fallback that never runs.",
                see: "RxCocoa/Traits/Driver/Infallible+Driver.swift",
                productionRx: { () -> Signal<Int> in
                    #if RXSWIFT
                    fatalError("not run against RxSwift")
                    #else
                    relay.asInfallible().asSignal()
                    #endif
                },
                rxSwift: { relay.asInfallible().asObservable().asSignal(onErrorSignalWith: .empty()) }
            )
        }
        let (first, second) = twoSubscribers(of: signal, fedBy: relay, thenSending: [2], on: scheduler)
        #expect(first.elements == [1, 2] && first.onScheduler == [true, true])
        #expect(second.elements == [2], "a Signal replays nothing to a new subscriber")
    }

    @Test func aDriverAndASignalAreInfallibleAsTheyAre() {
        let scheduler = TestScheduler(initialClock: 0)
        let driver = mockingSharingScheduler(scheduler) { Driver.of(1, 2) }
        let signal = mockingSharingScheduler(scheduler) { Signal.just(3) }
        let fromDriver: Infallible<Int> = driver.asInfallible()
        let fromSignal: Infallible<Int> = signal.asInfallible()
        let res = scheduler.start { Infallible.concat(fromDriver, fromSignal) }
        #expect(res.events.map(\.value) == [.next(1), .next(2), .next(3), .completed])
    }

    @Test func aControlEventIsInfallibleAsItIs() async {
        let taps = PublishSubject<String>()
        let event = ControlEvent(events: taps)
        let seen = Log()
        let subscription = event.asInfallible().subscribe(onNext: { seen.append($0) })
        #expect(await eventually { taps.hasObservers }, "a control event subscribes on the main queue")
        taps.onNext("tap")
        #expect(seen.entries == ["tap"])
        subscription.dispose()
    }

    @Test @MainActor func aUnitsValuesIsIteratedWithoutTryAndEndsWithTheUnit() async {
        let queue = SerialDispatchQueueScheduler(qos: .default)
        let driver = mockingSharingScheduler(queue) { Driver.of(1, 2, 3) }
        var seen: [Int] = []
        let stream: AsyncStream<Int> = driver.values
        for await value in stream {
            seen.append(value)
        }
        #expect(seen == [1, 2, 3])
    }

    @Test @MainActor func breakingOutOfALoopOverAUnitDisposesItsSubscription() async {
        let queue = SerialDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let signal = mockingSharingScheduler(queue) { subject.asSignal(onErrorJustReturn: -1).startWith(0) }
        for await value in signal.values {
            if value == 0 {
                subject.onNext(1)
            } else {
                break
            }
        }
        #expect(!subject.hasObservers)
    }
}
