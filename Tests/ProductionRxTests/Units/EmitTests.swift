// Chapter 13 (Units): `emit`, the way to subscribe to a Signal: to observers, relays
// (publish, behavior, replay) or closures. It does not insist on the main thread: a Signal
// replays nothing, so there is no replayed element that could arrive on the wrong thread.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite("Units: emit", .leakChecked)
struct EmitTests {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0, simulateProcessingDelay: false) }
    var scheduler: TestScheduler { clock.value }

    private func numbers(_ marbles: String = "-1-2-|") -> (TestableObservable<Int>, Signal<Int>) {
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
        return (xs, mockingSharingScheduler(scheduler) { xs.asSignal(onErrorJustReturn: -1) })
    }

    private func emitting(disposed: Int = 1000, _ emit: @escaping () -> Disposable) {
        subscribing(on: scheduler, disposed: disposed, emit)
    }

    @Test func emitToObserversSendsEveryEventToEachObserver() {
        let (_, signal) = numbers()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        emitting { signal.emit(to: first, second) }
        assertMarbles(first.events, "-1-2-|")
        #expect(second.events == first.events)
    }

    @Test func emitToObserversOfOptionalsWrapsEachElement() {
        let (_, signal) = numbers()
        let observer = scheduler.createObserver(Int?.self)
        emitting { signal.emit(to: observer) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(250)])
    }

    @Test func emitToPublishRelaysPassesEachElementOnAndIgnoresCompletion() {
        let (_, signal) = numbers()
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let optional = PublishRelay<Int?>()
        nonisolated(unsafe) var seen: [String] = []
        let watching = Disposables.create(
            first.subscribe(onNext: { seen.append("first \($0)") }, onCompleted: { seen.append("first completed") }),
            second.subscribe(onNext: { seen.append("second \($0)") }),
            optional.subscribe(onNext: { seen.append("optional \($0.map(String.init) ?? "nil")") })
        )
        emitting { Disposables.create(signal.emit(to: first, second), signal.emit(to: optional)) }
        watching.dispose()
        #expect(seen == ["first 1", "second 1", "optional 1", "first 2", "second 2", "optional 2"])
    }

    @Test func emitToBehaviorRelaysSetsEachRelaysValue() {
        let (_, signal) = numbers()
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        emitting { Disposables.create(signal.emit(to: first, second), signal.emit(to: optional)) }
        #expect([first.value, second.value, optional.value] == [2, 2, 2])
    }

    @Test func emitToReplayRelaysKeepsTheElementsForLaterSubscribers() {
        let (_, signal) = numbers()
        let relay = ReplayRelay<Int>.create(bufferSize: 5)
        let optional = ReplayRelay<Int?>.create(bufferSize: 5)
        emitting { Disposables.create(signal.emit(to: relay), signal.emit(to: optional)) }
        nonisolated(unsafe) var replayed: [String] = []
        relay.subscribe(onNext: { replayed.append("\($0)") }).dispose()
        optional.subscribe(onNext: { replayed.append("\($0.map(String.init) ?? "nil")") }).dispose()
        #expect(replayed == ["1", "2", "1", "2"])
    }

    @Test func emitOnNextOnCompletedOnDisposedRunInOrder() {
        let (_, signal) = numbers()
        nonisolated(unsafe) var log: [String] = []
        emitting {
            signal.emit(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func emitWithAnObjectPassesItAndDoesNotKeepItAlive() {
        final class Screen {
            var shown: [Int] = []
        }
        let (_, signal) = numbers("-1-2-3-|")
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        nonisolated(unsafe) var shown: [Int] = []
        scheduler.scheduleAt(220) {
            shown = screen!.shown
            screen = nil
        }
        emitting {
            signal.emit(with: screen!, onNext: { screen, value in screen.shown.append(value) }, onCompleted: { _ in shown.append(-1) })
        }
        #expect(weakScreen == nil)
        #expect(shown == [1])
    }

    @Test func emitWithNoArgumentsSubscribesSoTheSideEffectsRun() {
        let (_, signal) = numbers()
        nonisolated(unsafe) var seen: [Int] = []
        emitting { signal.do(onNext: { seen.append($0) }).emit() }
        #expect(seen == [1, 2])
    }

    @Test func disposingWhatEmitReturnedEndsTheSubscriptionToTheSource() {
        let (xs, signal) = numbers("-1-2-3-4-")
        let observer = scheduler.createObserver(Int.self)
        emitting(disposed: 240) { signal.emit(to: observer) }
        assertMarbles(observer.events, "-1-2-")
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    // RxCocoa's `emit` family has no main-thread check (only `drive` calls
    // `MainScheduler.ensureRunningOnMainThread`; RxCocoa/Traits/Signal/Signal+Subscription.swift),
    // so emitting off the main thread neither stops the process nor is refused (run against
    // RxSwift in Tools/AgainstRxSwift).
    @Test func emitOffTheMainThreadIsAllowed() {
        #expect(whereAmI() != "main")
        let (_, signal) = numbers()
        let observer = scheduler.createObserver(Int.self)
        emitting { signal.emit(to: observer) }
        assertMarbles(observer.events, "-1-2-|")
    }
}
