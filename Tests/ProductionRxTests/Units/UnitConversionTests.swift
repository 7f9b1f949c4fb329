// Chapter 13 (Units): converting an observable into a unit. Each conversion says what to show
// instead of an error (the error becomes that fallback, exactly as RxCocoa does in
// `RxCocoa/Traits/Driver/ObservableConvertibleType+Driver.swift`), moves the
// delivery onto `SharingScheduler.make()` and shares. Controls and relays convert with no
// fallback: they cannot fail.
import Foundation
import ProductionRx
import ProductionRxTest
import TestSupport
import Testing
import XCTest

/// Units: conversions
final class UnitConversionTests: VirtualClockTestCase {
    // Made in the test, not with the suite: RxTest's scheduler keeps to one thread.
    // MARK: The error becomes the fallback

    func testAsDriverOnErrorJustReturnSendsTheFallbackThenCompletes() {
        let xs = scheduler.createHotObservable(marbles: "-a-b-#-c-", error: TestError.boom)
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start { xs.asDriver(onErrorJustReturn: "x") }
        }
        assertMarbles(res.events, "-a-b-(x|)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAsDriverOnErrorDriveWithContinuesWithTheGivenDriver() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start { xs.asDriver(onErrorDriveWith: Driver.of("y", "z")) }
        }
        assertMarbles(res.events, "-a-(yz|)")
    }

    func testAsDriverOnErrorRecoverIsGivenTheErrorAndContinuesWithItsDriver() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        nonisolated(unsafe) var seenError: String?
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    seenError = "\(error)"
                    return Driver.just("r")
                })
            }
        }
        assertMarbles(res.events, "-a-(r|)")
        XCTAssertEqual(seenError, "boom")
    }

    func testAsSignalOnErrorJustReturnSendsTheFallbackThenCompletes() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start { xs.asSignal(onErrorJustReturn: "x") }
        }
        assertMarbles(res.events, "-a-(x|)")
    }

    func testAsSignalOnErrorSignalWithContinuesWithTheGivenSignal() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start { xs.asSignal(onErrorSignalWith: Signal.from(["y", "z"])) }
        }
        assertMarbles(res.events, "-a-(yz|)")
    }

    func testAsSignalOnErrorRecoverIsGivenTheErrorAndContinuesWithItsSignal() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        nonisolated(unsafe) var seenError: String?
        let res = mockingSharingScheduler(scheduler) {
            scheduler.start {
                xs.asSignal(onErrorRecover: { error in
                    seenError = "\(error)"
                    return Signal.empty()
                })
            }
        }
        assertMarbles(res.events, "-a-|")
        XCTAssertEqual(seenError, "boom")
    }

    func testAsSharedSequenceMakesTheUnitOfTheStrategyItIsGiven() {
        let xs = scheduler.createHotObservable(marbles: "-a-#", error: TestError.boom)
        let driven = scheduler.createObserver(String.self)
        let signalled = scheduler.createObserver(String.self)
        let recovered = scheduler.createObserver(String.self)

        mockingSharingScheduler(scheduler) {
            let driver: Driver<String> = xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: "x")
            let signal: Signal<String> = xs.asSharedSequence(onErrorDriveWith: Signal.just("y"))
            let recovering: Driver<String> = xs.asSharedSequence(onErrorRecover: { _ in Driver.just("z") })
            scheduler.scheduleAt(200) {
                _ = driver.asObservable().subscribe(driven)
                _ = signal.asObservable().subscribe(signalled)
                _ = recovering.asObservable().subscribe(recovered)
            }
            scheduler.start()
        }

        assertMarbles(driven.events, "-a-(x|)")
        assertMarbles(signalled.events, "-a-(y|)")
        assertMarbles(recovered.events, "-a-(z|)")
    }

    // MARK: Delivery moves onto SharingScheduler.make()

    func testEveryObservableConversionDeliversOnTheSharingScheduler() {
        let watched = WatchedScheduler(scheduler)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-")
        let recorders = (0..<9).map { _ in PlaceRecorder<Int>(watched) }

        mockingSharingScheduler(watched) {
            let units: [Observable<Int>] = [
                xs.asDriver(onErrorJustReturn: 0).asObservable(),
                xs.asDriver(onErrorDriveWith: .empty()).asObservable(),
                xs.asDriver(onErrorRecover: { _ in .empty() }).asObservable(),
                xs.asSignal(onErrorJustReturn: 0).asObservable(),
                xs.asSignal(onErrorSignalWith: .empty()).asObservable(),
                xs.asSignal(onErrorRecover: { _ in .empty() }).asObservable(),
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: 0).asObservable(),
                (xs.asSharedSequence(onErrorDriveWith: Signal<Int>.empty()) as Signal<Int>).asObservable(),
                (xs.asSharedSequence(onErrorRecover: { _ in Driver<Int>.empty() }) as Driver<Int>).asObservable(),
            ]
            let subscriptions = zip(units, recorders).map { unit, recorder in unit.subscribe(recorder.observer) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
        }

        for recorder in recorders {
            XCTAssertEqual(recorder.elements, [1, 2])
            XCTAssertEqual(recorder.onScheduler, [true, true])
        }
    }

    // MARK: Controls and relays need no fallback

    func testBehaviorRelayAsDriverStartsWithTheCurrentValueAndDeliversOnTheSharingScheduler() {
        let watched = WatchedScheduler(scheduler)
        let relay = BehaviorRelay(value: 1)
        let recorder = PlaceRecorder<Int>(watched)

        mockingSharingScheduler(watched) {
            let subscription = relay.asDriver().asObservable().subscribe(recorder.observer)
            scheduler.scheduleAt(210) { relay.accept(2) }
            scheduler.start()
            subscription.dispose()
        }

        XCTAssertEqual(recorder.elements, [1, 2])
        XCTAssertEqual(recorder.onScheduler, [true, true])
    }

    func testPublishRelayAsSignalDeliversOnlyLaterElementsOnTheSharingScheduler() {
        let watched = WatchedScheduler(scheduler)
        let relay = PublishRelay<Int>()
        let recorder = PlaceRecorder<Int>(watched)

        relay.accept(0)
        mockingSharingScheduler(watched) {
            let subscription = relay.asSignal().asObservable().subscribe(recorder.observer)
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.start()
            subscription.dispose()
        }

        XCTAssertEqual(recorder.elements, [1])
        XCTAssertEqual(recorder.onScheduler, [true])
    }

}

/// The tests of UnitConversionTests that need Swift Testing: an exit test, and tests that rely on
/// running off the main thread, as Swift Testing runs them (XCTest runs every test on the main
/// thread).
@Suite("Units: conversions: Swift Testing tests", .leakChecked)
struct UnitConversionSwiftTestingTests {
    private let clock = MadeOnFirstUse { TestScheduler(initialClock: 0, simulateProcessingDelay: false) }
    var scheduler: TestScheduler { clock.value }

    @Test func controlPropertyAsDriverPassesItsValuesOnTheSharingScheduler() {
        let watched = WatchedScheduler(scheduler)
        let values: TestableObservable<String> = scheduler.createHotObservable(marbles: "-a-b-")
        let recorder = PlaceRecorder<String>(watched)

        mockingSharingScheduler(watched) {
            let property = ControlProperty(values: values, valueSink: AnyObserver<String> { _ in })
            // ControlProperty subscribes on the main queue; off it, the subscription would
            // wait for the main queue. Subscribing through the driver's observable on the test
            // scheduler is enough here: the subscription itself is tested in ControlTests.
            let subscription = property.asDriver().asObservable().subscribe(recorder.observer)
            DispatchQueue.main.sync {}
            scheduler.start()
            subscription.dispose()
        }

        #expect(recorder.elements == ["a", "b"])
        #expect(recorder.onScheduler == [true, true])
    }

    @Test func controlEventAsDriverAndAsSignalPassTheirEventsOnTheSharingScheduler() {
        let watched = WatchedScheduler(scheduler)
        let taps: TestableObservable<String> = scheduler.createHotObservable(marbles: "-t-t-")
        let driven = PlaceRecorder<String>(watched)
        let emitted = PlaceRecorder<String>(watched)

        mockingSharingScheduler(watched) {
            let event = ControlEvent(events: taps)
            let subscriptions = Disposables.create(
                event.asDriver().asObservable().subscribe(driven.observer),
                event.asSignal().asObservable().subscribe(emitted.observer))
            DispatchQueue.main.sync {}
            scheduler.start()
            subscriptions.dispose()
        }

        #expect(driven.elements == ["t", "t"])
        #expect(driven.onScheduler == [true, true])
        #expect(emitted.elements == ["t", "t"])
        #expect(emitted.onScheduler == [true, true])
    }

    // A control's `asDriver()` stops a debug build on an error, and completes with
    // `Driver.empty()` in a release build, as RxCocoa/Traits/Driver/ControlProperty+Driver.swift
    // does (run against it in Tools/AgainstRxSwift).
    @Test func aControlPropertyThatSendsAnErrorToItsDriverStopsTheProcessInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            let failing = ControlProperty(values: Observable<Int>.error(TestError.boom), valueSink: AnyObserver<Int> { _ in })
            _ = onMainQueue { failing.asDriver().asObservable().subscribe { _ in } }
        }
    }
}
