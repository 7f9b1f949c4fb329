// Chapter 13's demo: the autocomplete search box of RxCocoa's documentation, end to end on a
// headless UI toolkit, in three versions under the same typing (its three problems, fixed by
// operators, then by a Driver); then a Driver and a Signal side by side, and what the main
// scheduler means for a command-line program.
import Dispatch
import Foundation
import HeadlessUI
import ProductionRx

/// A line as wide as the typing line, with `mark` at each time's column (one column per
/// `typingColumn` ms); a later mark in the same column replaces an earlier one.
func line(_ marks: [(time: Int, mark: Character)], closedAt: Int) -> String {
    var columns = Array(repeating: Character("-"), count: closedAt / typingColumn + 1)
    for (time, mark) in marks where time / typingColumn < columns.count {
        columns[time / typingColumn] = mark
    }
    return String(columns)
}

/// `label` padded so that the lines after it start in one column.
func padded(_ label: String) -> String {
    "   " + label.padding(toLength: 16, withPad: " ", startingAt: 0)
}

print("1. The search box, three ways, under the same typing")
print("   One column = \(typingColumn) ms. The service answers 500 ms after each request, on a background")
print("   thread, with the names in \(SearchService.catalogue.joined(separator: ", ")) that start with the")
print("   query; it fails for \"rxs\".")
print()
print("   Running the beginner's version (RxSwift prints an error nobody handled, once per binding):")
let beginner = runSearchBox(.beginner)
let operators = runSearchBox(.operators)
let driver = runSearchBox(.driver)
print()

// snippet:begin demo-lines
for (version, run) in [("beginner", beginner), ("operators", operators), ("driver", driver)] {
    let requests = Dictionary(grouping: run.requests, by: \.time).map { (time: $0.key, mark: Character("\($0.value.count)")) }
    let counts = run.updates(of: "resultCount").map { (time: $0.time, mark: Character($0.value)) }
    let offMain = run.updates.filter { $0.queue != "main" }.map { (time: $0.time, mark: Character("!")) }
    print("   \(version)")
    print(padded("typing") + typing)
    print(padded("requests") + line(requests, closedAt: run.closedAt))
    print(padded("resultCount") + line(counts, closedAt: run.closedAt))
    print(padded("set off main") + line(offMain, closedAt: run.closedAt))
    print()
}
// snippet:end demo-lines
print("   requests: how many requests started in that column; resultCount: what the label shows;")
print("   set off main: ! where the UI was changed on another queue than main.")
print()

/// "main: 4" or "background: 4, main: 0", counted over every UI change of a run.
func queues(_ run: SearchBoxRun) -> String {
    let counts = Dictionary(grouping: run.updates, by: \.queue).mapValues(\.count)
    return ["main", "background"].map { "\($0): \(counts[$0, default: 0])" }.joined(separator: ", ")
}

/// What the table shows at the end.
func finalRows(_ run: SearchBoxRun) -> String {
    run.updates(of: "resultsTable").last?.value ?? "(nothing)"
}

let failedAt = beginner.requests.first { $0.query == "rxs" }!.time + 500
print("Problem 1: an error unbinds everything")
print("   beginner:  \"rxs\" failed at \(failedAt) ms; both bindings ended. After typing \"rxswift\" the table")
print("              still shows: \(finalRows(beginner))")
print("   operators: catchAndReturn([]) turns the failure into no results (0); then: \(finalRows(operators))")
print("   driver:    asDriver(onErrorJustReturn: []) does the same;           then: \(finalRows(driver))")
print()
print("Problem 2: results are bound on a background thread (queue of each UI change)")
print("   beginner:  \(queues(beginner))")
print("   operators: \(queues(operators))")
print("   driver:    \(queues(driver))")
print()
print("Problem 3: two bindings make two requests per query")
for (version, run) in [("beginner", beginner), ("operators", operators), ("driver", driver)] {
    let label = (version + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
    print(
        "   \(label) \(run.requests.count) requests for \(run.distinctQueries.count) queries "
            + "(\(run.distinctQueries.map { "\"\($0)\"" }.joined(separator: ", "))); \(run.cancelled.count) cancelled by a newer query")
}
print()

print("2. Driver and Signal: a state and an event")
// snippet:begin demo-driver-signal
let selection = BehaviorRelay(value: "RxSwift")
let taps = PublishRelay<Void>()
let selected: Driver<String> = selection.asDriver()
let tapped: Signal<Void> = taps.asSignal()

let early = Disposables.create(
    selected.drive(onNext: { print("   early driver subscriber: \($0)") }),
    tapped.emit(onNext: { print("   early signal subscriber: tap") })
)
selection.accept("RxCocoa")
taps.accept(())
let late = Disposables.create(
    selected.drive(onNext: { print("   late driver subscriber:  \($0)  (replayed at once)") }),
    tapped.emit(onNext: { print("   late signal subscriber:  tap") })
)
print("   (the late signal subscriber got nothing: a Signal replays no tap)")
taps.accept(())
// snippet:end demo-driver-signal
early.dispose()
late.dispose()
print()

print("3. The main scheduler in a command-line program")
// snippet:begin demo-main-queue
let network = SerialDispatchQueueScheduler(internalSerialQueueName: "network")
let answer = Observable.just("results from the network").subscribe(on: network)
let done = DispatchSemaphore(value: 0)
let subscription = answer.asDriver(onErrorJustReturn: "")
    .drive(
        onNext: { print("   \($0), delivered on the main thread: \(Thread.isMainThread)") },
        onCompleted: { done.signal() })
print("   drive returned; the answer is queued on the main queue, which runs only when the program lets it:")
while done.wait(timeout: .now()) == .timedOut {
    RunLoop.main.run(until: Date() + 0.01)
}
subscription.dispose()
// snippet:end demo-main-queue
print()
print("Notice: the beginner's version breaks three ways, and the same three operators fix each line; the")
print("        Driver version makes those operators the type's promise, so drive(…) only compiles on a")
print("        sequence that cannot fail, delivers on main and shares one request among its bindings.")
