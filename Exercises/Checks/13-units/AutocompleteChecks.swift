// The checks of exercise 13.1, autocomplete (chapter 13): the search box's results as a Driver,
// in a TestScheduler (one tick = 1 ms) with SharingScheduler.mock putting "main" behind units.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("a failed request shows no results, and the next query still gets answers") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: ["a"])
        let results = box.run(subscribers: 1)
        expectResults(results[0], "-------e--------b-|", "results for typing -a--------b-------|, search(\"a\") failing")
    },
    Check("a new query cancels the request still running for the old one") {
        let box = AutocompleteBox(typing: "-a---b---------|", failing: [])
        let results = box.run(subscribers: 1)
        expectResults(results[0], "-----------b---|", "results for typing -a---b---------| (each answer takes 600 ms)")
        expect(box.requestLog["a"] ?? [], equals: ["(100: 500)"], "the subscription log of the request for \"a\"")
    },
    Check("typing fast sends the first query at once and the latest 300 ms later: throttle(.milliseconds(300))") {
        let box = AutocompleteBox(typing: "-abc------------|", failing: [])
        _ = box.run(subscribers: 1)
        expect(box.requestLog.keys.sorted(), equals: ["a", "c"], "the queries sent to the service for typing -abc------------|")
        expect(box.requestLog["c"]?.first ?? "none", equals: "(400: 1000)", "the subscription log of the request for \"c\"")
    },
    Check("two bindings share one request per query") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: [])
        let results = box.run(subscribers: 2)
        expect(box.requestLog.values.map(\.count).sorted(), equals: [1, 1], "the number of requests for each of the two queries")
        expectResults(results[1], "-------a--------b-|", "results seen by the second binding")
    },
    Check("results arrive on the main scheduler, not the service's") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: [])
        _ = box.run(subscribers: 1)
        expect(box.deliveredOn, equals: ["main", "main"], "the scheduler running when each result reached the binding")
    },
]

/// The search box in virtual time: hot typing (each letter is the whole query, one column
/// = 100 ms), a fake service answering `[query]` 600 ms after each request (or failing then),
/// and bindings recording what `autocomplete` shows them.
private final class AutocompleteBox {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let running = RunningScheduler()
    let typing: String
    let failing: Set<String>
    /// Each query's requests, as the subscription logs of their cold observables.
    var requestLog: [String: [String]] = [:]
    /// The scheduler running when each result reached the first binding.
    var deliveredOn: [String] = []
    private var requests: [String: [TestableObservable<[String]>]] = [:]

    init(typing: String, failing: Set<String>) {
        self.typing = typing
        self.failing = failing
    }

    func run(subscribers: Int) -> [[Recorded<Event<[String]>>]] {
        let main = LabeledScheduler(label: "main", base: scheduler, running: running)
        let observers = (0..<subscribers).map { _ in scheduler.createObserver([String].self) }
        SharingScheduler.mock(scheduler: main) {
            let typed: TestableObservable<String> = scheduler.createHotObservable(marbles: typing, subscribed: 0, tickDuration: 100)
            let results = autocomplete(
                query: typed.asObservable(),
                search: { [unowned self] query in
                    let request: TestableObservable<[String]> =
                        failing.contains(query)
                        ? scheduler.createColdObservable(marbles: "------#", values: [:], error: Offline(), tickDuration: 100)
                        : scheduler.createColdObservable(marbles: "------(r|)", values: ["r": [query]], tickDuration: 100)
                    requests[query, default: []].append(request)
                    return request.asObservable()
                })
            var bindings: [Disposable] = []
            scheduler.scheduleAt(0) {
                for (index, observer) in observers.enumerated() {
                    bindings.append(
                        results.asObservable()
                            .do(onNext: { [unowned self] _ in if index == 0 { deliveredOn.append(running.label) } })
                            .subscribe(observer))
                }
            }
            scheduler.scheduleAt(10_000) { bindings.forEach { $0.dispose() } }
            scheduler.start()
        }
        requestLog = requests.mapValues { $0.flatMap { $0.subscriptions.map(\.debugDescription) } }
        return observers.map(\.events)
    }
}

/// The error the chapter 13 checks' fake services fail with.
private struct Offline: Error {}

/// Expects autocomplete results drawn as a marble line (one column = 100 ms): each letter is
/// a one-query list, `e` is [].
private func expectResults(_ events: [Recorded<Event<[String]>>], _ line: String, _ what: String) {
    let values: [String: [String]] = ["a": ["a"], "b": ["b"], "c": ["c"], "e": []]
    guard marblesDifference(events, line, values: values, error: Offline(), subscribed: 0, tickDuration: 100) != nil else { return }
    let drawn = renderMarbles(events, values: values, subscribed: 0, tickDuration: 100)
    let exact = events.map(\.debugDescription).joined(separator: ", ")
    expect("\(drawn)   (\(exact))", equals: line, what)
}
