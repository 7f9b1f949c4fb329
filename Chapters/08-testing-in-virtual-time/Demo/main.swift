// Chapter 8's demo: a clock that jumps from one piece of work to the next; a search box's
// keystrokes as a hot marble line, drawn before and after each operator, all in virtual time;
// hot and cold test observables with their subscription logs; and two failing expectations,
// printed as the aligned difference a test would report; and RxBlocking for a real queue.
import Dispatch
import Foundation
import Marbles
import ProductionRx
import ProductionRxBlocking
import ProductionRxTest

// MARK: 1. A clock that jumps

print("1. Virtual time: the clock jumps from one scheduled piece of work to the next")
let realStart = Date()
// snippet:begin demo-jumping-clock
let scheduler = TestScheduler(initialClock: 0)
scheduler.scheduleAt(31_536_000) { print("   at \(scheduler.clock): a year later (in seconds)") }
scheduler.scheduleAt(3_600) { print("   at \(scheduler.clock): an hour later") }
scheduler.scheduleAt(10) { print("   at \(scheduler.clock): ten seconds later") }
print("   before start(), the clock reads \(scheduler.clock)")
scheduler.start()
print("   after start(), the clock reads \(scheduler.clock): nothing is left to run")
// snippet:end demo-jumping-clock
let realSeconds = Date().timeIntervalSince(realStart)
print("   real time taken: \(realSeconds < 1 ? "well under a second" : "\(realSeconds) seconds")")
print()

// MARK: 2. A marble test in three lines

print("2. A marble test: input line, operator, expected line")
// snippet:begin demo-three-lines
let testScheduler = TestScheduler(initialClock: 0)
let xs = testScheduler.createHotObservable(marbles: "-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
let res = testScheduler.start { xs.map { $0 * 10 } }
assertMarbles(res.events, "-A-B-C-|", values: ["A": 10, "B": 20, "C": 30])
// snippet:end demo-three-lines
print("   recorded: \(res.events.map(\.debugDescription).joined(separator: ", "))")
print("   assertMarbles(res.events, \"-A-B-C-|\", …) found no difference")
print()

// MARK: 3. One scenario, before and after each operator

// snippet:begin demo-keystrokes
/// What the search box holds after each keystroke: each letter of the marble line stands for
/// one query.
let queries = ["a": "s", "b": "sw", "c": "swi", "d": "swif", "e": "swift"]
/// Three quick keystrokes, a pause, two more, a pause, and the screen closes.
let keystrokes = "-a-b-c------d-e------|"
// snippet:end demo-keystrokes

/// Column width of the labels in the diagrams.
let labelWidth = 32

/// `label`, padded so that the marble lines after it start in one column.
func padded(_ label: String) -> String {
    label.count >= labelWidth ? label + " " : label + String(repeating: " ", count: labelWidth - label.count)
}

/// The exact times of events that fall between two marble columns, or "" when all are on the grid.
func offGridNote<Element>(_ events: [Recorded<Event<Element>>]) -> String {
    let offGrid = events.filter { ($0.time - TestScheduler.Defaults.subscribed) % TestScheduler.Defaults.marbleTick != 0 }
    guard !offGrid.isEmpty else { return "" }
    return "   (between columns: " + offGrid.map { "\($0.value) @ \($0.time)" }.joined(separator: ", ") + ")"
}

// snippet:begin demo-run
/// Types the keystrokes into a hot observable, subscribes `transform` of it at 200 as
/// `start` does, and returns what the observer recorded and the keystrokes' subscription log.
func typing<Result>(
    _ transform: @escaping (Observable<String>, TestScheduler) -> Observable<Result>
) -> (events: [Recorded<Event<Result>>], subscriptions: [Subscription]) {
    let scheduler = TestScheduler(initialClock: 0)
    let typed = scheduler.createHotObservable(marbles: keystrokes, values: queries)
    let observer = scheduler.start { transform(typed.asObservable(), scheduler) }
    return (observer.events, typed.subscriptions)
}
// snippet:end demo-run

/// Prints one operator's output line under the keystrokes, drawing queries as their letters.
func showQueries(_ label: String, _ transform: @escaping (Observable<String>, TestScheduler) -> Observable<String>) {
    let result = typing(transform)
    print("   " + padded(label) + renderMarbles(result.events, values: queries) + offGridNote(result.events))
}

/// Prints one operator's output line under the keystrokes, for numbers.
func showNumbers(_ label: String, _ transform: @escaping (Observable<String>, TestScheduler) -> Observable<Int>) {
    let result = typing(transform)
    print("   " + padded(label) + renderMarbles(result.events) + offGridNote(result.events))
}

print("3. A search box's keystrokes as a hot marble line, and what each operator makes of it")
print(
    "   (one column = \(TestScheduler.Defaults.marbleTick) ticks, column 0 = tick \(TestScheduler.Defaults.subscribed);",
    "letters stand for queries:", queries.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\"" }.joined(separator: ", ") + ")")
print()
showQueries("keystrokes") { typed, _ in typed }
showNumbers("map { $0.count }") { typed, _ in typed.map { $0.count } }
showQueries("filter { $0.count >= 3 }") { typed, _ in typed.filter { $0.count >= 3 } }
showQueries("observe(on: scheduler)") { typed, scheduler in typed.observe(on: scheduler) }
// snippet:begin demo-time-operators
showQueries("delay(.seconds(20))") { typed, scheduler in typed.delay(.seconds(20), scheduler: scheduler) }
showQueries("debounce(.seconds(30))") { typed, scheduler in typed.debounce(.seconds(30), scheduler: scheduler) }
showQueries("throttle(.seconds(30))") { typed, scheduler in typed.throttle(.seconds(30), scheduler: scheduler) }
showQueries("throttle(…, latest: false)") { typed, scheduler in
    typed.throttle(.seconds(30), latest: false, scheduler: scheduler)
}
showQueries("take(for: .seconds(100))") { typed, scheduler in typed.take(for: .seconds(100), scheduler: scheduler) }
showQueries("timeout(.seconds(50))") { typed, scheduler in typed.timeout(.seconds(50), scheduler: scheduler) }
showNumbers("interval(.seconds(30)).take(4)") { _, scheduler in
    Observable<Int>.interval(.seconds(30), scheduler: scheduler).take(4)
}
// snippet:end demo-time-operators
let keystrokesLog = typing { typed, _ in typed }.subscriptions
print()
print("   the keystrokes' subscription log: \(keystrokesLog.map(\.debugDescription).joined(separator: ", "))")
print()

// MARK: 4. Hot and cold

print("4. Hot and cold test observables, both subscribed late, at 230")
// snippet:begin demo-hot-and-cold
let hotScheduler = TestScheduler(initialClock: 0)
let hot = hotScheduler.createHotObservable(marbles: "-a-b-c-|")
let fromHot = hotScheduler.start(created: 100, subscribed: 230, disposed: 1000) { hot.asObservable() }

let coldScheduler = TestScheduler(initialClock: 0)
let cold = coldScheduler.createColdObservable(marbles: "-a-b-c-|")
let fromCold = coldScheduler.start(created: 100, subscribed: 230, disposed: 1000) { cold.asObservable() }
// snippet:end demo-hot-and-cold
print()
print("   " + padded("hot line, as scripted") + "-a-b-c-|")
print("   " + padded("seen from 230") + renderMarbles(fromHot.events))
print("   " + padded("cold line, as scripted") + "-a-b-c-|   (column 0 = each subscription)")
print("   " + padded("seen from 230") + renderMarbles(fromCold.events))
print()
print("   hot subscriptions:  \(hot.subscriptions.map(\.debugDescription).joined(separator: ", "))")
print("   cold subscriptions: \(cold.subscriptions.map(\.debugDescription).joined(separator: ", "))")
print()

// MARK: 5. Expectations that fail

print("5. Two expectations that fail, printed as a test would report them")
print()
print("   filter { $0.count > 3 }, expected to keep \"swi\" too:")
// snippet:begin demo-failing-expectation
let longQueries = typing { typed, _ in typed.filter { $0.count > 3 } }
let wrongExpectation = "-----c------d-e------|"
if let difference = marblesDifference(longQueries.events, wrongExpectation, values: queries) {
    print(difference.indented)
}
// snippet:end demo-failing-expectation
print()
print("   observe(on: scheduler), expected to change nothing:")
let observedOn = typing { typed, scheduler in typed.observe(on: scheduler) }
if let difference = marblesDifference(observedOn.events, keystrokes, values: queries) {
    print(difference.indented)
}
print()

// MARK: 6. Blocking

print("6. Where virtual time can't reach: a real dispatch queue, waited for with toBlocking")
// snippet:begin demo-blocking
let background = ConcurrentDispatchQueueScheduler(qos: .default)
let fromAQueue = try Observable.of(1, 2, 3)
    .subscribe(on: background)
    .map { $0 * 10 }
    .toBlocking(timeout: 2)
    .toArray()
print("   of(1, 2, 3) on a background queue, map { $0 * 10 }: \(fromAQueue)")

do {
    _ = try Observable<Int>.never().toBlocking(timeout: 0.1).first()
} catch {
    print("   never(), waited for 0.1 seconds: \(error)")
}
// snippet:end demo-blocking
print()
print("Notice: a year of virtual time passed in no real time, and every line above is the same every run:")
print("        each time operator's behaviour is one marble line under the same keystrokes, and a failed")
print("        expectation draws both lines in the same columns, then names each event that differs, to the tick.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
