// `window(timeSpan:count:scheduler:)` (Sources/ProductionRx/Observables/Window.swift) in virtual
// time: windows opened and closed by count or time (empty too), ends, disposal. Chapter 8.
import ProductionRx
import ProductionRxTest
import Testing

/// Subscribes a recording observer to every window the result sends, and turns each window
/// into its index (0, 1, 2…) so that the result itself reads as a marble line.
private final class WindowRecorder {
    private let scheduler: TestScheduler
    private(set) var windows: [TestableObserver<String>] = []
    let subscriptions = CompositeDisposable()

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
        // A safety net: were disposal broken, the window timer would run for ever.
        scheduler.scheduleAt(5000) { scheduler.stop() }
    }

    func record(_ window: Observable<String>) -> Int {
        let observer = scheduler.createObserver(String.self)
        windows.append(observer)
        _ = subscriptions.insert(window.subscribe(observer))
        return windows.count - 1
    }
}

// One marble column is 10 ticks and one tick is one second, so `.seconds(40)` is 4 columns.
// Every line below starts at the subscription (200), windows too, so columns line up.
@Suite("window(timeSpan:count:scheduler:)", .leakChecked)
struct WindowTests {
    /// One run of `window(timeSpan:count: 3)`: the source's line, the time span, the
    /// result's line (each window drawn as its index), each window's own line (`nil`: not
    /// checked), and when the source was subscribed.
    struct WindowRun: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let given: String
        let seconds: Int
        var disposed: TestTime = 1000
        let sends: String
        let windows: [String?]
        let subscribed: ClosedRange<TestTime>?
    }

    @Test(arguments: [
        WindowRun(
            testDescription: "a window closes when its time span ends or it is full, and the next opens at once", given: "-ab---c--def--|", seconds: 40,
            sends: "0---1---2--3--|", windows: ["-ab-|", "------c-|", "---------de(f|)", "--------------|"], subscribed: 200...340),
        WindowRun(
            testDescription: "empty windows close when the time span ends", given: "--------|", seconds: 30, sends: "0--1--2-|",
            windows: ["---|", "------|", "--------|"], subscribed: nil),
        WindowRun(
            testDescription: "an error ends the current window and the result with it", given: "-ab#", seconds: 40, sends: "0--#", windows: ["-ab#"],
            subscribed: 200...230),
        // RxSwift's windows share a reference count (`RxSwift/Observables/Window.swift`): disposing the result leaves the source
        // subscribed while a window is, and that window keeps receiving until its time is up.
        WindowRun(
            testDescription: "a window still subscribed after the result is disposed keeps the source until it ends", given: "-a----c---d--|",
            seconds: 40, disposed: 250, sends: "0---1", windows: [nil, "------c-|"], subscribed: 200...280),
    ])
    func window(_ run: WindowRun) throws {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let recorder = WindowRecorder(scheduler)
        let xs = scheduler.createHotObservable(marbles: run.given)

        let res = scheduler.start(disposed: run.disposed) {
            xs.window(timeSpan: .seconds(run.seconds), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }

        assertMarbles(res.events, run.sends)
        try #require(recorder.windows.count == run.windows.count)
        for case (let window, let line?) in zip(recorder.windows, run.windows) {
            assertMarbles(window.events, line)
        }
        if let subscribed = run.subscribed {
            #expect(xs.subscriptions == [Subscription(subscribed.lowerBound, subscribed.upperBound)])
        }
        recorder.subscriptions.dispose()
    }

    @Test func windowDisposedWithNoWindowSubscribedUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        nonisolated(unsafe) var opened = 0
        // A safety net: were disposal broken, the window timer would run for ever.
        scheduler.scheduleAt(5000) { scheduler.stop() }

        let res = scheduler.start(disposed: 255) {
            xs.window(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { _ -> Int in
                opened += 1
                return opened
            }
        }

        assertEvents(res.events, equal: [.next(200, 1), .next(240, 2)])
        #expect(xs.subscriptions == [Subscription(200, 255)])
    }
}
