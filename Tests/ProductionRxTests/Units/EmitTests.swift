// Chapter 13 (Units): `emit`, the way to subscribe to a Signal: to observers, relays
// (publish, behavior, replay) or closures. It does not insist on the main thread: a Signal
// replays nothing, so there is no replayed element that could arrive on the wrong thread.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

/// Units: emit
final class EmitTests: VirtualClockTestCase {
    func testEmitToObserversSendsEveryEventToEachObserver() {
        let (_, signal) = numbers(on: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        emitting(on: scheduler) { signal.emit(to: first, second) }
        assertMarbles(first.events, "-1-2-|")
        XCTAssertEqual(second.events, first.events)
    }

    func testEmitToObserversOfOptionalsWrapsEachElement() {
        let (_, signal) = numbers(on: scheduler)
        let observer = scheduler.createObserver(Int?.self)
        emitting(on: scheduler) { signal.emit(to: observer) }
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(250)])
    }

    func testEmitToPublishRelaysPassesEachElementOnAndIgnoresCompletion() {
        let (_, signal) = numbers(on: scheduler)
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = PublishRelay<Int?>()
        nonisolated(unsafe) var seen: [String] = []
        let watching = Disposables.create(
            first.subscribe(onNext: { seen.append("first \($0)") }, onCompleted: { seen.append("first completed") }),
            second.subscribe(onNext: { seen.append("second \($0)") }),
            optional.subscribe(onNext: { seen.append("optional \($0.map(String.init) ?? "nil")") })
        )
        emitting(on: scheduler) { Disposables.create(signal.emit(to: first, second), signal.emit(to: optional)) }
        watching.dispose()
        XCTAssertEqual(seen, ["first 1", "second 1", "optional 1", "first 2", "second 2", "optional 2"])
    }

    func testEmitToBehaviorRelaysSetsEachRelaysValue() {
        let (_, signal) = numbers(on: scheduler)
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        emitting(on: scheduler) { Disposables.create(signal.emit(to: first, second), signal.emit(to: optional)) }
        XCTAssertEqual([first.value, second.value, optional.value], [2, 2, 2])
    }

    func testEmitToReplayRelaysKeepsTheElementsForLaterSubscribers() {
        let (_, signal) = numbers(on: scheduler)
        let relay = ReplayRelay<Int>.create(bufferSize: 5)
        let optional = ReplayRelay<Int?>.create(bufferSize: 5)
        emitting(on: scheduler) { Disposables.create(signal.emit(to: relay), signal.emit(to: optional)) }
        nonisolated(unsafe) var replayed: [String] = []
        relay.subscribe(onNext: { replayed.append("\($0)") }).dispose()
        optional.subscribe(onNext: { replayed.append("\($0.map(String.init) ?? "nil")") }).dispose()
        XCTAssertEqual(replayed, ["1", "2", "1", "2"])
    }

    func testEmitOnNextOnCompletedOnDisposedRunInOrder() {
        let (_, signal) = numbers(on: scheduler)
        nonisolated(unsafe) var log: [String] = []
        emitting(on: scheduler) {
            signal.emit(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testEmitWithAnObjectPassesItAndDoesNotKeepItAlive() {
        final class Screen {
            var shown: [Int] = []
        }
        let (_, signal) = numbers(on: scheduler, "-1-2-3-|")
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        nonisolated(unsafe) var shown: [Int] = []
        scheduler.scheduleAt(220) {
            shown = screen!.shown
            screen = nil
        }
        emitting(on: scheduler) {
            signal.emit(with: screen!, onNext: { screen, value in screen.shown.append(value) }, onCompleted: { _ in shown.append(-1) })
        }
        XCTAssertNil(weakScreen)
        XCTAssertEqual(shown, [1])
    }

    func testEmitWithNoArgumentsSubscribesSoTheSideEffectsRun() {
        let (_, signal) = numbers(on: scheduler)
        nonisolated(unsafe) var seen: [Int] = []
        emitting(on: scheduler) { signal.do(onNext: { seen.append($0) }).emit() }
        XCTAssertEqual(seen, [1, 2])
    }

    func testDisposingWhatEmitReturnedEndsTheSubscriptionToTheSource() {
        let (xs, signal) = numbers(on: scheduler, "-1-2-3-4-")
        let observer = scheduler.createObserver(Int.self)
        emitting(on: scheduler, disposed: 240) { signal.emit(to: observer) }
        assertMarbles(observer.events, "-1-2-")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

}

/// The test of EmitTests that needs Swift Testing: it relies on running off the main thread, as
/// Swift Testing runs it (XCTest runs every test on the main thread).
@Suite("Units: emit: Swift Testing tests", .leakChecked)
struct EmitSwiftTestingTests {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0, simulateProcessingDelay: false) }
    var scheduler: TestScheduler { clock.value }

    // RxCocoa's `emit` family has no main-thread check (only `drive` calls
    // `MainScheduler.ensureRunningOnMainThread`; RxCocoa/Traits/Signal/Signal+Subscription.swift),
    // so emitting off the main thread neither stops the process nor is refused (run against
    // RxSwift in Tools/AgainstRxSwift).
    @Test func emitOffTheMainThreadIsAllowed() {
        #expect(whereAmI() != "main")
        let (_, signal) = numbers(on: scheduler)
        let observer = scheduler.createObserver(Int.self)
        emitting(on: scheduler) { signal.emit(to: observer) }
        assertMarbles(observer.events, "-1-2-|")
    }
}

/// A hot source of the numbers `marbles` draws, on `scheduler`, and the signal made from it.
private func numbers(on scheduler: TestScheduler, _ marbles: String = "-1-2-|") -> (TestableObservable<Int>, Signal<Int>) {
    let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
    return (xs, mockingSharingScheduler(scheduler) { xs.asSignal(onErrorJustReturn: -1) })
}

/// Runs `emit` at 200 on `scheduler` and disposes what it returned at `disposed` (see
/// `subscribing(on:disposed:_:)`).
private func emitting(on scheduler: TestScheduler, disposed: Int = 1000, _ emit: @escaping () -> Disposable) {
    subscribing(on: scheduler, disposed: disposed, emit)
}
