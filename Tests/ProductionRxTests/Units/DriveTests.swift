// Chapter 13 (Units): `drive`, the only way to subscribe to a Driver that says "this is UI":
// to observers, relays, a function, or closures. It must be called on the main thread, so
// these tests run on the main actor (the main queue) and put a test scheduler behind
// `SharingScheduler.make()`.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing

@Suite("Units: drive", .leakChecked)
@MainActor
struct DriveTests {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0, simulateProcessingDelay: false) }
    var scheduler: TestScheduler { clock.value }

    /// A driver of `-1-2-|` on the test scheduler.
    private func numbers(_ marbles: String = "-1-2-|") -> (TestableObservable<Int>, Driver<Int>) {
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: marbles)
        return (xs, mockingSharingScheduler(scheduler) { xs.asDriver(onErrorJustReturn: -1) })
    }

    /// Runs `drive` at 200, disposes what it returned at `disposed`, runs the scheduler.
    private func driving(disposed: Int = 1000, _ drive: @escaping () -> Disposable) {
        subscribing(on: scheduler, disposed: disposed, drive)
    }

    @Test func driveToObserversSendsEveryEventToEachObserver() {
        let (_, driver) = numbers()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        driving { driver.drive(first, second) }
        assertMarbles(first.events, "-1-2-|")
        #expect(second.events == first.events)
    }

    @Test func driveToObserversOfOptionalsWrapsEachElement() {
        let (_, driver) = numbers()
        let observer = scheduler.createObserver(Int?.self)
        driving { driver.drive(observer) }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .completed(250)])
    }

    @Test func driveToBehaviorRelaysSetsEachRelaysValue() {
        let (_, driver) = numbers()
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        driving {
            Disposables.create(driver.drive(first, second), driver.drive(optional))
        }
        #expect(first.value == 2)
        #expect(second.value == 2)
        #expect(optional.value == 2)
    }

    @Test func driveToReplayRelaysKeepsTheElementsForLaterSubscribers() {
        let (_, driver) = numbers()
        let first = ReplayRelay<Int>.create(bufferSize: 2)
        let second = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = ReplayRelay<Int?>.create(bufferSize: 2)
        driving {
            Disposables.create(driver.drive(first, second), driver.drive(optional))
        }
        nonisolated(unsafe) var replayed: [String] = []
        for relay in [first, second] {
            relay.subscribe(onNext: { replayed.append("\($0)") }).dispose()
        }
        optional.subscribe(onNext: { replayed.append("\($0.map(String.init) ?? "nil")") }).dispose()
        #expect(replayed == ["1", "2", "1", "2", "1", "2"])
    }

    @Test func driveWithAFunctionCallsItOnceWithTheDriversObservableAndReturnsItsResult() {
        let (_, driver) = numbers()
        let observer = scheduler.createObserver(Int.self)
        var calls = 0
        driving {
            driver.drive { (observable: Observable<Int>) -> Disposable in
                calls += 1
                return observable.subscribe(observer)
            }
        }
        #expect(calls == 1)
        assertMarbles(observer.events, "-1-2-|")
    }

    @Test func driveWithACurriedFunctionPassesTheCurriedArgument() {
        let (_, driver) = numbers()
        nonisolated(unsafe) var received: [String] = []
        func binding(_ observable: Observable<Int>) -> (String) -> Disposable {
            { prefix in observable.subscribe(onNext: { received.append("\(prefix)\($0)") }) }
        }
        driving { driver.drive(binding, curriedArgument: "#") }
        #expect(received == ["#1", "#2"])
    }

    @Test func driveOnNextOnCompletedOnDisposedRunInOrder() {
        let (_, driver) = numbers()
        nonisolated(unsafe) var log: [String] = []
        driving {
            driver.drive(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func driveWithAnObjectPassesItAndDoesNotKeepItAlive() {
        final class Screen {
            var shown: [Int] = []
        }
        let (_, driver) = numbers("-1-2-3-|")
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        nonisolated(unsafe) var log: [Int] = []
        scheduler.scheduleAt(220) {
            log = screen!.shown
            screen = nil
        }
        driving {
            driver.drive(
                with: screen!, onNext: { screen, value in screen.shown.append(value) }, onCompleted: { _ in log.append(-1) },
                onDisposed: { _ in log.append(-2) })
        }
        #expect(weakScreen == nil)
        // The screen went away at 220: 2 and 3 are not delivered, and neither completion nor
        // disposal is reported to an object that no longer exists.
        #expect(log == [1])
    }

    @Test func driveWithNoArgumentsSubscribesSoTheSideEffectsRun() {
        let (_, driver) = numbers()
        var seen: [Int] = []
        driving { driver.do(onNext: { seen.append($0) }).drive() }
        #expect(seen == [1, 2])
    }

    @Test func disposingWhatDriveReturnedEndsTheSubscriptionToTheSource() {
        let (xs, driver) = numbers("-1-2-3-4-")
        let observer = scheduler.createObserver(Int.self)
        driving(disposed: 240) { driver.drive(observer) }
        assertMarbles(observer.events, "-1-2-")
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func drivingABinderWhoseTargetIsGoneDoesNothingAndLeaksNothing() {
        final class Label: ReactiveCompatible {
            var text = ""
        }
        let (_, driver) = numbers()
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = Binder<Int>(label!, scheduler: scheduler) { label, value in label.text = "\(value)" }
        label = nil
        driving { driver.drive(binder) }
        #expect(weakLabel == nil)
    }

    // RxCocoa's `drive` calls `MainScheduler.ensureRunningOnMainThread`
    // (`RxCocoa/Traits/Driver/Driver+Subscription.swift`), whose `rxFatalError`
    // stops release builds too, on Apple platforms only: its body is `#if !os(Linux)`
    // (RxCocoa/Traits/Driver/Driver+Subscription.swift, RxSwift/Schedulers/MainScheduler.swift).
    // ProductionRx's own check runs everywhere; only the debug build is tested here.
    @Test func driveOffTheMainThreadStopsTheProcessNamingTheFix() async {
        let stops = implementation.divergence(
            "drive off the main thread, on Linux",
            because:
                "RxSwift compiles its main-thread check out on Linux, so there drive runs on any thread; ProductionRx checks on every platform, as RxSwift does on Apple platforms, so that a program tried on Linux fails where it would fail on a phone.",
            see: "RxSwift/Schedulers/MainScheduler.swift",
            productionRx: { true },
            rxSwift: {
                #if os(Linux)
                false
                #else
                true
                #endif
            }
        )
        let result = await #expect(processExitsWith: stops ? .failure : .success, observing: [\.standardErrorContent]) {
            let driven = DispatchSemaphore(value: 0)
            let background = Thread {
                _ = Driver.just(1).drive()
                driven.signal()
            }
            background.start()
            _ = driven.wait(timeout: .now() + 10)
        }
        if stops && implementation != .rxSwift {
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("`drive` was called off the main thread"))
            #expect(message.contains("DispatchQueue.main.async"))
            #expect(message.contains("Chapter 13"))
        }
    }
}

@Suite("Units: drive and the main scheduler", .leakChecked)
struct DriveOnTheMainSchedulerTests {
    @Test func aDriverFedFromABackgroundQueueDeliversEveryElementOnTheMainQueue() {
        let subject = PublishSubject<Int>()
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = onMainQueue {
            subject.asDriver(onErrorJustReturn: -1).drive(onNext: { log.record("\($0)") }, onCompleted: { done.signal() })
        }
        let background = namedQueue("background")
        background.sync {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(waitFor(done))
        #expect(log.seen == ["1", "2"])
        #expect(log.places == ["main", "main"])
        subscription.dispose()
    }

    @Test func drivingOnTheMainQueueAlreadyHoldingAnElementDeliversItAtOnceInsideDrive() {
        // The MainScheduler shortcut: on the main queue with nothing of its own waiting, the
        // replayed element reaches the new subscriber before `drive` returns.
        let relay = BehaviorRelay(value: "latest")
        let log = ThreadLog()
        onMainQueue {
            let driver = relay.asDriver()
            let first = driver.drive(onNext: { log.record("first: \($0)") })
            let second = driver.drive(onNext: { log.record("second: \($0)") })
            log.record("drive returned")
            first.dispose()
            second.dispose()
        }
        #expect(log.seen == ["first: latest", "second: latest", "drive returned"])
        #expect(Set(log.places) == ["main"])
    }
}
