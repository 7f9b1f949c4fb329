import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 10.2, fetchWithFallback (chapter 10): attempts subscriptions in all, then
// the fallback.
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("a request that succeeds passes through unchanged, subscribed once") {
        let run = fetch("-(1|)", attempts: 3)
        expectMarbles(run.events, "-(1|)", "events of cold -(1|) with attempts: 3")
        expect(run.subscriptions, equals: ["(200: 210)"], "the request's subscription log")
    },
    Check("a request that sends several elements passes every one through, each when it comes") {
        expectMarbles(fetch("-1-2-(3|)", attempts: 3).events, "-1-2-(3|)", "events of cold -1-2-(3|) with attempts: 3")
    },
    Check("a request that completes without an element passes through unchanged: no element is not a failure") {
        // Only an error earns another attempt and, in the end, the fallback: an empty answer
        // is an answer.
        let run = fetch("--|", attempts: 3)
        expectMarbles(run.events, "--|", "events of cold --| with attempts: 3, fallback: 0")
        expect(run.subscriptions, equals: ["(200: 220)"], "the request's subscription log")
    },
    Check("a request that always fails is tried `attempts` times, then the fallback completes") {
        let run = fetch("-#", attempts: 3)
        expectMarbles(run.events, "---(0|)", "events of cold -# with attempts: 3, fallback: 0")
        expect(run.subscriptions, equals: ["(200: 210)", "(210: 220)", "(220: 230)"], "the request's subscription log")
    },
    Check("an attempt that sends an element before it fails counts like any other: `attempts` in all") {
        // The elements each attempt sent pass through; they do not earn the request more tries.
        let run = fetch("-1-#", attempts: 2)
        expectMarbles(run.events, "-1--1-(0|)", "events of cold -1-# with attempts: 2, fallback: 0")
        expect(run.subscriptions, equals: ["(200: 230)", "(230: 260)"], "the request's subscription log")
    },
    Check("a request that fails once, then succeeds, sends the answer, not the fallback") {
        let scheduler = TestScheduler(initialClock: 0)
        nonisolated(unsafe) let failing: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-#")
        nonisolated(unsafe) let succeeding: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-(7|)")
        nonisolated(unsafe) let attempt = Counter()
        let request = Observable<Int>.deferred {
            attempt.value += 1
            return attempt.value == 1 ? failing.asObservable() : succeeding.asObservable()
        }
        let res = scheduler.start { fetchWithFallback(request, attempts: 3, fallback: 0) }
        expectMarbles(res.events, "--(7|)", "events of a request failing once, then -(7|)")
    },
    Check("every subscription gets its own attempts") {
        let run = fetchTwice(at: 100, 300)
        expect(
            run.subscriptions, equals: ["(100: 110)", "(110: 120)", "(120: 130)", "(300: 310)", "(310: 320)", "(320: 330)"],
            "the request's subscription log for one fetchWithFallback(attempts: 3) subscribed at 100, then at 300")
    },
    Check("two subscriptions trying at the same time each get their own attempts, and each its fallback") {
        // A count kept outside the subscriptions can look right when they come one after the
        // other and it is reset at the end; subscriptions whose attempts overlap show it: each
        // must see its own failures only.
        let run = fetchTwice(at: 200, 205)
        expect(
            run.subscriptions.sorted(),
            equals: ["(200: 210)", "(205: 215)", "(210: 220)", "(215: 225)", "(220: 230)", "(225: 235)"],
            "the request's subscription log for one fetchWithFallback(attempts: 3) subscribed at 200, then at 205")
        expect(run.first, equals: ["next(0) @ 230", "completed @ 230"], "events seen by the subscription from 200")
        expect(run.second, equals: ["next(0) @ 235", "completed @ 235"], "events seen by the subscription from 205")
    },
    Check("disposing during an attempt unsubscribes from the request and tries no more") {
        let run = fetch("---#", attempts: 3, disposed: 245)
        expect(
            run.subscriptions, equals: ["(200: 230)", "(230: 245)"],
            "the request's subscription log for cold ---# with attempts: 3, disposed at 245 during the second attempt")
        expect(run.events.map(\.debugDescription), equals: [], "events after subscribing at 200, disposed at 245")
    },
    Check("attempts: 1 means no retry: one subscription, then the fallback") {
        let run = fetch("--#", attempts: 1, fallback: 9)
        expectMarbles(run.events, "--(9|)", "events of cold --# with attempts: 1, fallback: 9")
        expect(run.subscriptions.count, equals: 1, "the number of subscriptions to the request")
    },
    Check("a request that fails as soon as it is subscribed is tried 100 000 times without the stack growing with each attempt") {
        // A failure sent during subscribe starts the next attempt before the last one has
        // returned: an answer that nests one attempt inside another overflows the stack.
        nonisolated(unsafe) let attempts = Counter()
        let request = Observable<Int>.create { observer in
            attempts.value += 1
            observer.onError(Oops())
            return Disposables.create()
        }
        nonisolated(unsafe) var events: [String] = []
        _ = fetchWithFallback(request, attempts: 100_000, fallback: 9).subscribe { events.append("\($0)") }
        expect(attempts.value, equals: 100_000, "the number of subscriptions to a request failing at once, attempts: 100 000")
        expect(events, equals: ["next(9)", "completed"], "events of a request failing at once, attempts: 100 000, fallback: 9")
    },
]

/// `fetchWithFallback` over a cold request drawn as `marbles`, subscribed at 200 and disposed at
/// `disposed`: what it sent, and the request's subscription log.
private func fetch(
    _ marbles: String, attempts: Int, fallback: Int = 0, disposed: TestTime = 1000
) -> (events: [Recorded<Event<Int>>], subscriptions: [String]) {
    let scheduler = TestScheduler(initialClock: 0)
    let request: TestableObservable<Int> = scheduler.createColdObservable(marbles: marbles)
    let res = scheduler.start(disposed: disposed) { fetchWithFallback(request.asObservable(), attempts: attempts, fallback: fallback) }
    return (res.events, request.subscriptions.map(\.debugDescription))
}

/// One `fetchWithFallback(attempts: 3, fallback: 0)` over a cold `-#`, subscribed at `first` and
/// again at `second`: the request's subscription log, and what each subscription saw.
private func fetchTwice(at first: TestTime, _ second: TestTime) -> (subscriptions: [String], first: [String], second: [String]) {
    let scheduler = TestScheduler(initialClock: 0)
    let request: TestableObservable<Int> = scheduler.createColdObservable(marbles: "-#")
    let fetching = fetchWithFallback(request.asObservable(), attempts: 3, fallback: 0)
    let observers = (scheduler.createObserver(Int.self), scheduler.createObserver(Int.self))
    let bag = DisposeBag()
    scheduler.scheduleAt(first) { fetching.subscribe(observers.0).disposed(by: bag) }
    scheduler.scheduleAt(second) { fetching.subscribe(observers.1).disposed(by: bag) }
    scheduler.start()
    let seen = (observers.0.events.map(\.debugDescription), observers.1.events.map(\.debugDescription))
    return (request.subscriptions.map(\.debugDescription), seen.0, seen.1)
}

/// A count the checks change from inside an observable's closure.
private final class Counter {
    var value = 0
}
