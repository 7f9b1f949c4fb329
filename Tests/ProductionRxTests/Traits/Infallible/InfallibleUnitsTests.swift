// Infallible and the units (chapters 13 and 14): an Infallible as a Driver or a Signal, a
// unit or a control event as an Infallible, and a unit's `values`.
import Dispatch
import ProductionRx
import ProductionRxTest
import TestSupport
import XCTest

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

/// Infallible and units
final class InfallibleUnitsTests: RxTestCase {
    func testAsDriverDeliversOnTheSharingSchedulerAndReplaysTheLatest() {
        let scheduler = WatchedScheduler(TestScheduler(initialClock: 0))
        let relay = PublishRelay<Int>()
        let driver = mockingSharingScheduler(scheduler) { relay.asInfallible().asDriver() }
        let (first, second) = twoSubscribers(of: driver, fedBy: relay, thenSending: [], on: scheduler)
        XCTAssertTrue(first.elements == [1] && first.onScheduler == [true])
        XCTAssertEqual(second.elements, [1], "a Driver replays the latest element to a new subscriber")
    }

    func testAsSignalDeliversOnTheSharingSchedulerAndReplaysNothing() {
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
        XCTAssertTrue(first.elements == [1, 2] && first.onScheduler == [true, true])
        XCTAssertEqual(second.elements, [2], "a Signal replays nothing to a new subscriber")
    }

    func testADriverAndASignalAreInfallibleAsTheyAre() {
        let scheduler = TestScheduler(initialClock: 0)
        let driver = mockingSharingScheduler(scheduler) { Driver.of(1, 2) }
        let signal = mockingSharingScheduler(scheduler) { Signal.just(3) }
        let fromDriver: Infallible<Int> = driver.asInfallible()
        let fromSignal: Infallible<Int> = signal.asInfallible()
        let res = scheduler.start { Infallible.concat(fromDriver, fromSignal) }
        XCTAssertEqual(res.events.map(\.value), [.next(1), .next(2), .next(3), .completed])
    }

    func testAControlEventIsInfallibleAsItIs() async {
        let taps = PublishSubject<String>()
        let event = ControlEvent(events: taps)
        let seen = Log()
        let subscription = event.asInfallible().subscribe(onNext: { seen.append($0) })
        let subscribed = await eventually { taps.hasObservers }
        XCTAssertTrue(subscribed, "a control event subscribes on the main queue")
        taps.onNext("tap")
        XCTAssertEqual(seen.entries, ["tap"])
        subscription.dispose()
    }

    @MainActor func testAUnitsValuesIsIteratedWithoutTryAndEndsWithTheUnit() async {
        let queue = SerialDispatchQueueScheduler(qos: .default)
        let driver = mockingSharingScheduler(queue) { Driver.of(1, 2, 3) }
        var seen: [Int] = []
        let stream: AsyncStream<Int> = driver.values
        for await value in stream {
            seen.append(value)
        }
        XCTAssertEqual(seen, [1, 2, 3])
    }

    @MainActor func testBreakingOutOfALoopOverAUnitDisposesItsSubscription() async {
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
        XCTAssertFalse(subject.hasObservers)
    }
}
