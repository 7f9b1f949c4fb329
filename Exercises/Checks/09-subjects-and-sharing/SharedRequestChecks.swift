import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 09.2, share (chapter 9): one request, sent lazily, replayed to latecomers,
// forgotten once everyone has left.
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("the request runs once for two subscribers, and both get the response and its completion") {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable(marbles: "--r-------|", values: ["r": "response"])
        let shared = sharedResult(of: request.asObservable())
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(250) { shared.subscribe(second).disposed(by: bag) }
        scheduler.start()
        expect(request.subscriptions.count, equals: 1, "subscriptions to the request")
        expect(first.events.compactMap(\.value.element), equals: ["response"], "elements seen by the first subscriber")
        expect(second.events.compactMap(\.value.element), equals: ["response"], "elements seen by the subscriber who came after the response")
        // The end is news too: a subscriber waiting for the request to finish must hear it.
        expect(first.events.map(describe), equals: ["next(response) @ 220", "completed @ 300"], "events seen by the first subscriber, from 200")
        expect(
            second.events.map(describe), equals: ["next(response) @ 250", "completed @ 300"],
            "events seen by the subscriber from 250: the response replayed at once, then the request's completion")
    },
    Check("sends the request when the first subscriber arrives, not before") {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable(marbles: "--r-------|", values: ["r": "response"])
        let shared = sharedResult(of: request.asObservable())
        let first = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(300) { shared.subscribe(first).disposed(by: bag) }
        scheduler.start()
        expect(request.subscriptions.map(\.subscribe), equals: [300], "the ticks at which the request was sent, the first subscriber arriving at 300")
        expect(first.events.compactMap(\.value.element), equals: ["response"], "elements seen by that subscriber")
    },
    Check("keeps the request running while a subscriber is left: one leaving early does not cancel it for the other") {
        let scheduler = TestScheduler(initialClock: 0)
        let request = scheduler.createColdObservable(marbles: "--r-------|", values: ["r": "response"])
        let shared = sharedResult(of: request.asObservable())
        let leaving = scheduler.createObserver(String.self)
        let staying = scheduler.createObserver(String.self)
        var leavingSubscription: Disposable?
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { leavingSubscription = shared.subscribe(leaving) }
        scheduler.scheduleAt(210) { shared.subscribe(staying).disposed(by: bag) }
        scheduler.scheduleAt(215) { leavingSubscription?.dispose() }
        scheduler.start()
        expect(
            request.subscriptions.map(\.debugDescription), equals: ["(200: 300)"],
            "the request's subscription log, one subscriber from 200 to 215, another from 210 on")
        expect(
            staying.events.map(describe), equals: ["next(response) @ 220", "completed @ 300"],
            "events seen by the subscriber from 210, the other having left at 215")
    },
    Check("lets the request go when everyone has left, and sends a new one for the next subscriber") {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let firstRequest = scheduler.createColdObservable(marbles: "--a-------|", values: ["a": "first response"])
        nonisolated(unsafe) let secondRequest = scheduler.createColdObservable(marbles: "--b-------|", values: ["b": "second response"])
        nonisolated(unsafe) var requests = 0
        let request = Observable<String>.deferred {
            requests += 1
            return requests == 1 ? firstRequest.asObservable() : secondRequest.asObservable()
        }
        let shared = sharedResult(of: request)
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        var earlySubscription: Disposable?
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { earlySubscription = shared.subscribe(early) }
        scheduler.scheduleAt(230) { earlySubscription?.dispose() }
        scheduler.scheduleAt(400) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        expect(early.events.compactMap(\.value.element), equals: ["first response"], "elements seen by a subscriber from 200 to 230")
        expect(
            firstRequest.subscriptions.map(\.debugDescription), equals: ["(200: 230)"],
            "the first request's subscription log: disposed when its only subscriber left at 230")
        expect(
            late.events.compactMap(\.value.element), equals: ["second response"],
            "elements seen by a subscriber from 400, after everyone had left (a stale response is not news)")
    },
    Check("a failed request runs once too, and passes its error to every subscriber") {
        // Sharing changes how many times the request runs, not what it answers: a failure
        // is news for every subscriber, not something to hide or to try again behind their backs.
        let scheduler = TestScheduler(initialClock: 0)
        let request: TestableObservable<String> = scheduler.createColdObservable(marbles: "--#", values: [:], error: Oops())
        let shared = sharedResult(of: request.asObservable())
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
        scheduler.scheduleAt(210) { shared.subscribe(second).disposed(by: bag) }
        scheduler.start()
        expect(request.subscriptions.map(\.debugDescription), equals: ["(200: 220)"], "the subscription log of a request failing at 220")
        expect(first.events.map(describe), equals: ["error @ 220"], "events seen by a subscriber from 200")
        expect(second.events.map(describe), equals: ["error @ 220"], "events seen by a subscriber from 210")
    },
]

/// An event and its tick, as `next(response) @ 220` or, for any error, `error @ 220`.
private func describe(_ recorded: Recorded<Event<String>>) -> String {
    recorded.value.error == nil ? "\(recorded.value) @ \(recorded.time)" : "error @ \(recorded.time)"
}
