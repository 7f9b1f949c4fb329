// The checks of exercise 08.2, delayEach (chapter 8): every event later by dueTime, in order, and
// nothing left once disposed.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("sends every element and the completion 20 ticks later") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let res = scheduler.start { xs.delayEach(by: .seconds(20), scheduler: scheduler) }
        expectMarbles(res.events, "---1-2-3-|", "events of -1-2-3-| delayEach(by: .seconds(20))")
    },
    Check("keeps the order of events that share a tick") {
        // Without the test scheduler's one tick of processing delay for work scheduled to run
        // now: an answer built on `delay`, which sends an event that shares a tick with the
        // one before it by scheduling it now, keeps the tick as a real scheduler does.
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-(12)--(3|)")
        let res = scheduler.start { xs.delayEach(by: .seconds(20), scheduler: scheduler) }
        expectMarbles(res.events, "---(12)--(3|)", "events of -(12)--(3|) delayEach(by: .seconds(20))")
    },
    Check("delays an error like any other event") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-#", error: Oops())
        let res = scheduler.start { xs.delayEach(by: .seconds(30), scheduler: scheduler) }
        expectMarbles(res.events, "----1-#", error: Oops(), "events of -1-# delayEach(by: .seconds(30))")
    },
    Check("disposing cancels the events still waiting and unsubscribes from the source") {
        let scheduler = TestScheduler(initialClock: 0)
        let recording = RecordingScheduler(scheduler)
        let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
        let res = scheduler.start(disposed: 245) { xs.delayEach(by: .seconds(20), scheduler: recording) }
        expectMarbles(res.events, "---1", "events of -1-2-3-| delayEach(by: .seconds(20)), disposed at 245")
        expect(xs.subscriptions.map(\.debugDescription), equals: ["(200: 245)"], "the source's subscription log")
        expect(
            recording.ranAt.filter { $0 > 245 }, equals: [],
            "the ticks at which actions your operator scheduled still ran after it was disposed at 245")
    },
    Check("gives every subscription its own waiting events, and disposing one leaves the other") {
        // Either one may leave first: the one subscribed first, or the one subscribed after it.
        for leaving in ["first", "second"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs: TestableObservable<Int> = scheduler.createHotObservable(marbles: "-1-2-3-|")
            let delayed = xs.delayEach(by: .seconds(20), scheduler: scheduler)
            let first = scheduler.createObserver(Int.self), second = scheduler.createObserver(Int.self)
            var subscriptions: [String: Disposable] = [:]
            scheduler.scheduleAt(200) {
                subscriptions["first"] = delayed.subscribe(first)
                subscriptions["second"] = delayed.subscribe(second)
            }
            scheduler.scheduleAt(245) { subscriptions.removeValue(forKey: leaving)?.dispose() }
            scheduler.scheduleAt(1000) { subscriptions.values.forEach { $0.dispose() } }
            scheduler.start()
            let staying = leaving == "first" ? "second" : "first"
            let events = ["first": first.events, "second": second.events]
            expectMarbles(
                events[leaving] ?? [], "---1",
                "events of the \(leaving) of two subscriptions to -1-2-3-| delayEach(by: .seconds(20)), disposed at 245")
            expectMarbles(events[staying] ?? [], "---1-2-3-|", "events of the \(staying) subscription to the same observable, not disposed")
        }
    },
    Check("subscribes to the source once, and lets go of it by the end") {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-1-|")
        let res = scheduler.start { xs.delayEach(by: .seconds(10), scheduler: scheduler) }
        expectMarbles(res.events, "--1-|", "events of cold -1-| delayEach(by: .seconds(10))")
        expect(xs.subscriptions.map(\.subscribe), equals: [200], "the times the source was subscribed at")
        expect(xs.subscriptions.allSatisfy { $0.unsubscribe <= 240 }, "the subscription to the source has ended by tick 240")
    },
]

/// The test scheduler, recording the tick at which each action scheduled through it ran.
private final class RecordingScheduler: SchedulerType {
    private let base: TestScheduler
    /// The tick at which each action ran, in order.
    private(set) var ranAt: [Int] = []

    init(_ base: TestScheduler) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { [unowned self] state in
            ranAt.append(base.clock)
            return action(state)
        }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { [unowned self] state in
            ranAt.append(base.clock)
            return action(state)
        }
    }
}
