import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 10.1, searchResults (chapter 10): the search box's three faults, each
// fixed where it belongs.
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("a failed request shows no results, and the next query still gets answers") {
        let box = SearchBox(keystrokes: "-a-----b-----|", failing: ["a"])
        let results = box.run(subscribers: 1)
        expectResults(results[0], "----e-----b--|", "results for hot -a-----b-----|, search(\"a\") failing")
    },
    Check("a new query cancels the request still running for the old one") {
        let box = SearchBox(keystrokes: "-a--b-----|", failing: [])
        let results = box.run(subscribers: 1)
        expectResults(results[0], "-------b--|", "results for hot -a--b-----| (each answer takes 30 ticks)")
        expect(box.requestLog["a"] ?? [], equals: ["(210: 240)"], "the subscription log of the request for \"a\"")
    },
    Check("typing fast sends fewer requests: throttle(.seconds(20))") {
        let box = SearchBox(keystrokes: "-abc--------|", failing: [])
        _ = box.run(subscribers: 1)
        expect(box.requestLog.keys.sorted(), equals: ["a", "c"], "the queries sent to the service for hot -abc--------|")
    },
    Check("throttle sends the first query at once and the latest one 20 ticks after it, not later, and never drops it") {
        // Two keystrokes 10 ticks apart: the first is sent at once, the second when the 20
        // ticks since the first have passed. Waiting for a quiet spell (debounce), a longer
        // window, or dropping what came during the window sends something else.
        let box = SearchBox(keystrokes: "-ab-------|", failing: [])
        let results = box.run(subscribers: 1)
        expect(box.requestLog, equals: ["a": ["(210: 230)"], "b": ["(230: 260)"]], "each query's request log for hot -ab-------|")
        expectResults(results[0], "------b---|", "results for hot -ab-------|")
    },
    Check("two subscribers share one request per query") {
        let box = SearchBox(keystrokes: "-a-----b-----|", failing: [])
        let results = box.run(subscribers: 2)
        expect(box.requestLog.values.map(\.count).sorted(), equals: [1, 1], "the number of requests for each of the two queries")
        expectResults(results[1], "----a-----b--|", "results seen by the second subscriber")
    },
    Check("a binding made later sees the latest results at once") {
        let box = SearchBox(keystrokes: "-a-----b-----|", failing: [])
        let results = box.run(subscribers: 2, lateSubscriberAt: 260)
        expect(
            results[1].first.map { "\($0.value) @ \($0.time)" } ?? "nothing", equals: "next([\"a\"]) @ 260",
            "the first event of a binding made at 260, after the results for \"a\" arrived at 240")
        // Only the latest: a binding made after two answers is not shown the older one too.
        let twice = SearchBox(keystrokes: "-a-----b-----|", failing: [])
        let later = twice.run(subscribers: 2, lateSubscriberAt: 310)
        expectResults(
            later[1], "-----------b-|",
            "results seen by a binding made at 310, after the results for \"a\" (240) and \"b\" (300) arrived")
    },
    Check("a binding made after every earlier one has left starts afresh: it is not shown the old results") {
        // share(replay: 1) keeps the latest results only while connected (its default scope,
        // .whileConnected): once the last binding has left, a new one waits for the next
        // query's answer instead of being shown the answer to a query typed for a screen
        // that is gone.
        let box = SearchBox(keystrokes: "-a-------b-----|", failing: [])
        let results = box.run(subscribers: 2, lateSubscriberAt: 260, firstLeavesAt: 250)
        expectResults(results[0], "----a", "results seen by a binding made at 200 that leaves at 250")
        expectResults(
            results[1], "------------b--|",
            "results seen by a binding made at 260, after the only other one left at 250 (the results for \"a\" arrived at 240)")
    },
    Check("results arrive on the scheduler passed in, not the service's") {
        let box = SearchBox(keystrokes: "-a-----b-----|", failing: [])
        _ = box.run(subscribers: 1)
        expect(box.deliveredOn, equals: ["scheduler", "scheduler"], "the scheduler running when each result reached the subscriber")
    },
]

/// The error the chapter 10 checks throw.
private struct Offline: Error {}

/// A search box in virtual time: hot keystrokes (each letter is the query), a fake service
/// answering `[query]` 30 ticks after each request (or failing then, for the `failing`
/// queries), and subscribers recording what `searchResults` shows them.
private final class SearchBox {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let running = RunningScheduler()
    let keystrokes: String
    let failing: Set<String>
    /// Each query's request, as the subscription log of its cold observable.
    var requestLog: [String: [String]] = [:]
    /// The scheduler running when each result reached the first subscriber.
    var deliveredOn: [String] = []
    private var requests: [String: [TestableObservable<[String]>]] = [:]

    init(keystrokes: String, failing: Set<String>) {
        self.keystrokes = keystrokes
        self.failing = failing
    }

    /// Subscribes `subscribers` bindings at 200 (the last at `lateSubscriberAt` if given),
    /// disposes them at 1000 (the first at `firstLeavesAt` if given), and returns what each saw.
    func run(subscribers: Int, lateSubscriberAt late: Int? = nil, firstLeavesAt leave: Int? = nil) -> [[Recorded<Event<[String]>>]] {
        let typed: TestableObservable<String> = scheduler.createHotObservable(marbles: keystrokes)
        let main = LabeledScheduler(label: "scheduler", base: scheduler, running: running)
        let results = searchResults(
            queries: typed.asObservable(),
            search: { [unowned self] query in
                let request: TestableObservable<[String]> =
                    failing.contains(query)
                    ? scheduler.createColdObservable(marbles: "---#", values: [:], error: Offline())
                    : scheduler.createColdObservable(marbles: "---(r|)", values: ["r": [query]])
                requests[query, default: []].append(request)
                return request.asObservable()
            }, scheduler: main)
        let observers = (0..<subscribers).map { _ in scheduler.createObserver([String].self) }
        var subscriptions: [Int: Disposable] = [:]
        nonisolated(unsafe) unowned let `self` = self
        for (index, observer) in observers.enumerated() {
            let time = index == subscribers - 1 ? late ?? TestScheduler.Defaults.subscribed : TestScheduler.Defaults.subscribed
            scheduler.scheduleAt(time) {
                subscriptions[index] =
                    results
                    .do(onNext: { _ in if index == 0 { self.deliveredOn.append(self.running.label) } })
                    .subscribe(observer)
            }
        }
        if let leave {
            scheduler.scheduleAt(leave) { subscriptions.removeValue(forKey: 0)?.dispose() }
        }
        scheduler.scheduleAt(TestScheduler.Defaults.disposed) { subscriptions.values.forEach { $0.dispose() } }
        scheduler.start()
        requestLog = requests.mapValues { $0.flatMap { $0.subscriptions.map(\.debugDescription) } }
        return observers.map(\.events)
    }
}

/// Expects search results drawn as a marble line: each letter is a one-query list, `e` is [].
private func expectResults(_ events: [Recorded<Event<[String]>>], _ line: String, _ what: String) {
    let values: [String: [String]] = ["a": ["a"], "b": ["b"], "c": ["c"], "e": []]
    guard marblesDifference(events, line, values: values, error: Offline()) != nil else { return }
    let drawn = renderMarbles(events, values: values)
    let exact = events.map(\.debugDescription).joined(separator: ", ")
    expect("\(drawn)   (\(exact))", equals: line, what)
}
