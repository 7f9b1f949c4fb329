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
    @Test func windowClosesAWindowWhenItsTimeSpanEndsOrItIsFullAndOpensTheNextAtOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let recorder = WindowRecorder(scheduler)
        let xs = scheduler.createHotObservable(marbles: "-ab---c--def--|")

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }

        assertMarbles(res.events, "0---1---2--3--|")
        try #require(recorder.windows.count == 4)
        assertMarbles(recorder.windows[0].events, "-ab-|")
        assertMarbles(recorder.windows[1].events, "------c-|")
        assertMarbles(recorder.windows[2].events, "---------de(f|)")
        assertMarbles(recorder.windows[3].events, "--------------|")
        #expect(xs.subscriptions == [Subscription(200, 340)])
        recorder.subscriptions.dispose()
    }

    @Test func windowClosesEmptyWindowsWhenTheTimeSpanEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let recorder = WindowRecorder(scheduler)
        let xs: TestableObservable<String> = scheduler.createHotObservable(marbles: "--------|")

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(30), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }

        assertMarbles(res.events, "0--1--2-|")
        try #require(recorder.windows.count == 3)
        assertMarbles(recorder.windows[0].events, "---|")
        assertMarbles(recorder.windows[1].events, "------|")
        assertMarbles(recorder.windows[2].events, "--------|")
        recorder.subscriptions.dispose()
    }

    @Test func windowErrorEndsTheCurrentWindowAndTheResultWithIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let recorder = WindowRecorder(scheduler)
        let xs = scheduler.createHotObservable(marbles: "-ab#")

        let res = scheduler.start {
            xs.window(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }

        assertMarbles(res.events, "0--#")
        try #require(recorder.windows.count == 1)
        assertMarbles(recorder.windows[0].events, "-ab#")
        #expect(xs.subscriptions == [Subscription(200, 230)])
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

    // RxSwift's windows share a reference count (`RxSwift/Observables/Window.swift`): disposing the result leaves the source
    // subscribed while a window is, and that window keeps receiving until its time is up.
    @Test func windowStillSubscribedKeepsTheSourceUntilItEnds() throws {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let recorder = WindowRecorder(scheduler)
        let xs = scheduler.createHotObservable(marbles: "-a----c---d--|")

        let res = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(40), count: 3, scheduler: scheduler).map { recorder.record($0) }
        }

        assertMarbles(res.events, "0---1")
        try #require(recorder.windows.count == 2)
        assertMarbles(recorder.windows[1].events, "------c-|")
        #expect(xs.subscriptions == [Subscription(200, 280)])
        recorder.subscriptions.dispose()
    }
}
