// The checks of exercise 13.1, autocomplete (chapter 13): a search screen's two outputs as
// Drivers built from one, in a TestScheduler (one tick = 1 ms) with SharingScheduler.mock
// putting "main" behind units.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("the results and the summary share one request per query") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: [])
        _ = box.run()
        expect(
            box.requestLog.keys.sorted().map { "\($0): \(box.requestLog[$0]!.count)" }, equals: ["a: 1", "b: 1"],
            "requests per query, with the results and the summary each bound once")
    },
    Check("a failed request shows no results, and the next query still gets answers") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: ["a"])
        let screen = box.run()
        expectResults(screen.results, "-------e--------b-|", "results for typing -a--------b-------|, search(\"a\") failing")
        expect(
            screen.summary.compactMap(\.value.element), equals: ["no results", "1 result"],
            "the summary for that typing: the failed request, then the answer for \"b\"")
    },
    Check("a new query cancels the request still running for the old one") {
        let box = AutocompleteBox(typing: "-a---b---------|", failing: [])
        let screen = box.run()
        expectResults(screen.results, "-----------b---|", "results for typing -a---b---------| (each answer takes 600 ms)")
        expect(box.requestLog["a"] ?? [], equals: ["(100: 500)"], "the subscription log of the request for \"a\"")
    },
    Check("disposing the bindings cancels the request still running and lets go of the typing: nothing runs unbound") {
        let box = AutocompleteBox(typing: "-a--------b-------|", failing: [], disposedAt: 300)
        _ = box.run()
        expect(
            box.requestLog, equals: ["a": ["(100: 300)"]],
            "the subscription logs of the requests, per query, for typing -a--------b-------| with both bindings disposed at 300 ms")
        expect(box.typingLog, equals: ["(0: 300)"], "the subscription log of the typing, both bindings made at 0 and disposed at 300 ms")
    },
    Check("typing fast sends the first query at once and the latest 300 ms later: throttle(.milliseconds(300))") {
        let box = AutocompleteBox(typing: "-abc------------|", failing: [])
        _ = box.run()
        expect(box.requestLog.keys.sorted(), equals: ["a", "c"], "the queries sent to the service for typing -abc------------|")
        expect(box.requestLog["c"]?.first ?? "none", equals: "(400: 1000)", "the subscription log of the request for \"c\"")
    },
]

/// The search screen in virtual time: hot typing (each letter is the whole query, one column
/// = 100 ms), a fake service answering `[query]` 600 ms after each request (or failing then),
/// and one binding of each output recording what `autocomplete` shows.
private final class AutocompleteBox {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    let typing: String
    let failing: Set<String>
    /// Each query's requests, as the subscription logs of their cold observables.
    var requestLog: [String: [String]] = [:]
    /// The subscription log of the typing.
    var typingLog: [String] = []
    /// When both bindings are disposed, in ms.
    let disposedAt: Int
    private var requests: [String: [TestableObservable<[String]>]] = [:]

    init(typing: String, failing: Set<String>, disposedAt: Int = 10_000) {
        self.typing = typing
        self.failing = failing
        self.disposedAt = disposedAt
    }

    /// Binds the results and the summary at 0, disposes both at `disposedAt` (10 s unless
    /// told), and returns what each saw.
    func run() -> (results: [Recorded<Event<[String]>>], summary: [Recorded<Event<String>>]) {
        let main = LabeledScheduler(label: "main", base: scheduler, running: RunningScheduler())
        let results = scheduler.createObserver([String].self)
        let summary = scheduler.createObserver(String.self)
        var typed: TestableObservable<String>?
        SharingScheduler.mock(scheduler: main) {
            let typedHere: TestableObservable<String> = scheduler.createHotObservable(marbles: typing, subscribed: 0, tickDuration: 100)
            typed = typedHere
            let screen = autocomplete(
                query: typedHere.asDriver(onErrorJustReturn: ""),
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
                bindings.append(screen.results.asObservable().subscribe(results))
                bindings.append(screen.summary.asObservable().subscribe(summary))
            }
            scheduler.scheduleAt(disposedAt) { bindings.forEach { $0.dispose() } }
            scheduler.start()
        }
        requestLog = requests.mapValues { $0.flatMap { $0.subscriptions.map(\.debugDescription) } }
        typingLog = typed?.subscriptions.map(\.debugDescription) ?? []
        return (results.events, summary.events)
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
