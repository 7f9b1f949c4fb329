// Chapter 10's demo: the flatMap family as marble lines on one outer line, then a search box built
// from plain observables against a fake search service that is slow and sometimes fails, drawn
// as marble lines in virtual time: the naive pipeline and its three faults, then the fixed one.
import Foundation
import Marbles
import ProductionRx
import ProductionRxTest

/// Which labelled scheduler is running an action right now ("test" when neither is).
final class Tracker {
    /// The label of the scheduler whose action is running.
    var current = "test"
}

/// A TestScheduler seen under a name: it runs work on the shared virtual clock and records,
/// while an action runs, that this scheduler is the one running it.
struct LabeledScheduler: SchedulerType {
    /// The name deliveries are counted under.
    let label: String
    /// The virtual clock underneath.
    let base: TestScheduler
    /// Where the running scheduler's label is written.
    let tracker: Tracker

    /// The virtual clock's time.
    var now: RxTime { base.now }

    /// Runs `action` on the virtual clock, as this scheduler.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { state in labeled { action(state) } }
    }

    /// Runs `action` after `dueTime` on the virtual clock, as this scheduler.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { state in labeled { action(state) } }
    }

    private func labeled(_ work: () -> Disposable) -> Disposable {
        let previous = tracker.current
        tracker.current = label
        defer { tracker.current = previous }
        return work()
    }
}

/// What the fake service fails with.
struct Offline: Error {}

// snippet:begin demo-search-service
/// Each letter of the marble line stands for what the search box holds after a keystroke.
let queries = ["a": "rx", "b": "rxs", "c": "rxsw", "d": "rxswift"]
/// Four keystrokes: the first three far enough apart for each request to finish, the last
/// one 20 ticks after the third, while its request is still running; then the screen closes.
let keystrokes = "-a-----b-----c-d--------|"

/// A fake search service: answers after 30 ticks, on a background scheduler, and fails at
/// once for "rxs" (say, the network is down: `delay` passes an error on without waiting). Counts the requests it receives, and those that
/// were disposed before they answered or failed.
///
/// `Sendable`, because Rx's closures are (chapter 16): they capture `self`. Its counters are
/// `nonisolated(unsafe)`: this demo runs in virtual time, on one thread.
final class SearchService: Sendable {
    nonisolated(unsafe) let background: LabeledScheduler
    nonisolated(unsafe) var requests = 0
    nonisolated(unsafe) var cancelled = 0

    init(background: LabeledScheduler) { self.background = background }

    func search(_ query: String) -> Observable<[String]> {
        Observable.deferred {
            self.requests += 1
            let answer: Observable<[String]> =
                query == "rxs"
                ? .error(Offline())
                : .just(["RxSwift", "RxCocoa", "RxRelay"].filter { $0.lowercased().hasPrefix(query) })
            nonisolated(unsafe) var finished = false
            return answer.delay(.seconds(30), scheduler: self.background)
                .do(
                    onError: { _ in finished = true }, onCompleted: { finished = true },
                    onDispose: { if !finished { self.cancelled += 1 } })
        }
    }
}
// snippet:end demo-search-service

/// How results are drawn: each list as one letter.
let resultLetters: [String: String] = ["A": "RxSwift, RxCocoa, RxRelay", "B": "RxSwift", "E": "(no results)"]

/// The letter a list of results is drawn as.
func letter(_ results: [String]) -> String {
    resultLetters.first { $0.value == (results.isEmpty ? "(no results)" : results.joined(separator: ", ")) }?.key ?? "?"
}

/// What one run of a pipeline produced.
struct Run {
    var line = ""
    var requests = 0
    var cancelled = 0
    var deliveries: [String: Int] = [:]
}

/// Types the keystrokes, builds `pipeline`, subscribes two UI bindings to it at 200 (a list
/// and a label), disposes them at 1000, and reports the list's line, the requests made and
/// which scheduler delivered each result.
func run(
    _ pipeline: @escaping (Observable<String>, SearchService, LabeledScheduler) -> Observable<[String]>
) -> Run {
    let scheduler = TestScheduler(initialClock: 0)
    nonisolated(unsafe) let tracker = Tracker()
    let main = LabeledScheduler(label: "main", base: scheduler, tracker: tracker)
    let service = SearchService(background: LabeledScheduler(label: "background", base: scheduler, tracker: tracker))
    let typed = scheduler.createHotObservable(marbles: keystrokes, values: queries)
    nonisolated(unsafe) var result = Run()
    let results = pipeline(typed.asObservable(), service, main)
        .do(onNext: { _ in result.deliveries[tracker.current, default: 0] += 1 })
    let list = scheduler.createObserver(String.self)
    let label = scheduler.createObserver(String.self)
    var bindings: [Disposable] = []
    scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
        bindings.append(results.map(letter).subscribe(list))
        bindings.append(results.map(letter).subscribe(label))
    }
    scheduler.scheduleAt(TestScheduler.Defaults.disposed) { bindings.forEach { $0.dispose() } }
    scheduler.start()
    result.line = renderMarbles(list.events)
    result.requests = service.requests
    result.cancelled = service.cancelled
    return result
}

// snippet:begin demo-naive-pipeline
let naive = run { typed, service, main in
    typed
        .throttle(.seconds(10), scheduler: main)
        .flatMapLatest { service.search($0) }
}
// snippet:end demo-naive-pipeline

// snippet:begin demo-fixed-pipeline
let fixed = run { typed, service, main in
    typed
        .throttle(.seconds(10), scheduler: main)
        .flatMapLatest { query in
            service.search(query).catchAndReturn([])
        }
        .observe(on: main)
        .share(replay: 1)
}
// snippet:end demo-fixed-pipeline

/// A label padded so that the lines after it start in one column.
func padded(_ label: String) -> String {
    label + String(repeating: " ", count: max(1, 14 - label.count))
}

/// "background: 2, main: 0", in a fixed order.
func deliveries(_ run: Run) -> String {
    ["main", "background", "test"].map { "\($0): \(run.deliveries[$0, default: 0])" }.joined(separator: ", ")
}

// snippet:begin demo-family
/// The outer line: two elements, `a` and `b`, 20 ticks apart; each becomes an inner line.
let outer = "-a-b-------|"
/// Each element's inner line: two numbers, 30 ticks apart, then completion.
let inner = ["a": "-1--2|", "b": "-3--4|"]

/// Runs `operator` on the outer line, each element mapped to its cold inner line.
func family(_ operator: @escaping (Observable<String>, @escaping @Sendable (String) -> Observable<String>) -> Observable<String>) -> String {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable(marbles: outer, values: ["a": "a", "b": "b"])
    nonisolated(unsafe) let lines = inner.mapValues { scheduler.createColdObservable(marbles: $0) as TestableObservable<String> }
    let res = scheduler.start { `operator`(source.asObservable()) { lines[$0]!.asObservable() } }
    return renderMarbles(res.events)
}

let familyLines: [(String, String)] = [
    ("flatMap", family { source, inner in source.flatMap(inner) }),
    ("flatMapFirst", family { source, inner in source.flatMapFirst(inner) }),
    ("flatMapLatest", family { source, inner in source.flatMapLatest(inner) }),
    ("concatMap", family { source, inner in source.concatMap(inner) }),
    ("map + merge()", family { source, inner in source.map(inner).merge() }),
    ("merge(maxConcurrent: 1)", family { source, inner in source.map(inner).merge(maxConcurrent: 1) }),
    ("map + concat()", family { source, inner in source.map(inner).concat() }),
    ("map + switchLatest()", family { source, inner in source.map(inner).switchLatest() }),
]
// snippet:end demo-family

print("The flatMap family, on one outer line (a and b each start a cold inner line)")
print("   " + "outer".padding(toLength: 26, withPad: " ", startingAt: 0) + outer)
print("   " + "inner(a), inner(b)".padding(toLength: 26, withPad: " ", startingAt: 0) + inner["a"]! + "  " + inner["b"]! + "   (from their subscription)")
for (label, line) in familyLines {
    print("   " + label.padding(toLength: 26, withPad: " ", startingAt: 0) + line)
}
print()

print("The search box, in virtual time (one column = 10 ticks; the service answers 30 ticks later)")
print(
    "letters: " + queries.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\"" }.joined(separator: ", ")
        + "; " + resultLetters.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
print()
print("   " + padded("keystrokes") + keystrokes)
print("   " + padded("naive") + naive.line)
print("   " + padded("fixed") + fixed.line)
print()
print("1. One failure ends the search for good")
print("   naive: \"rxs\" fails, the line ends with #, and \"rxsw\" and \"rxswift\" get nothing")
print("   fixed: catchAndReturn([]) inside flatMapLatest turns the failure into E; the next queries still get answers")
print()
print("2. Who delivered the results (deliveries seen by the two bindings)")
print("   naive: " + deliveries(naive))
print("   fixed: " + deliveries(fixed))
print()
print("3. Requests sent to the service, with two bindings subscribed")
print("   naive: \(naive.requests) requests for the 2 queries it saw before it ended: one per binding per query")
print("   fixed: \(fixed.requests) requests for \(queries.count) queries; \(fixed.cancelled) cancelled, because a newer query arrived first")
print()
print("Notice: the three fixes are three operators, each placed where its fault starts: catchAndReturn inside")
print("        flatMapLatest keeps a failed request from ending the outer line, observe(on: main) moves the")
print("        delivery to the main scheduler, and share(replay: 1) makes two bindings share one request per query.")
