// Chapter 3's demo: one misbehaving source through the article's first Observable and
// through the Observable built on Sink; then map, and a map whose transform throws.
import Marbles
import NaiveRx

/// The error the throwing transform fails with.
struct TooBig: Error, CustomStringConvertible {
    let value: Int
    var description: String { "TooBig(\(value))" }
}

/// The marble form of a NaiveRx event.
func marble<Element>(_ event: Event<Element>) -> MarbleEvent {
    switch event {
    case .next(let element): .next(String(describing: element))
    case .error(let error): .error(String(describing: error))
    case .completed: .completed
    }
}

/// Subscribes `recorder` to every event of `observable`.
func record<O: ObservableType>(_ observable: O, into recorder: MarbleRecorder) -> Disposable {
    observable.subscribe(Observer { recorder.record(marble($0)) })
}

// snippet:begin misbehaving-source
/// A subscribe closure that breaks the grammar: it sends 3 after completed. Each event
/// moves `clock` one slot and is recorded in `sent`, so the lines below stay aligned.
func misbehavingSource(clock: MarbleClock, sent: MarbleRecorder) -> (Observer<Int>) -> Disposable {
    { observer in
        for event in [Event<Int>.next(1), .next(2), .completed, .next(3)] {
            clock.tick()
            sent.record(marble(event))
            observer.on(event)
        }
        return Disposables.create()
    }
}
// snippet:end misbehaving-source

print("1. A source that sends 3 after completing, subscribed to twice")
let unguardedClock = MarbleClock()
let sent = MarbleRecorder("source sends", clock: unguardedClock)
let throughUnguarded = MarbleRecorder("UnguardedObservable", clock: unguardedClock)
record(UnguardedObservable(misbehavingSource(clock: unguardedClock, sent: sent)), into: throughUnguarded).dispose()

let guardedClock = MarbleClock()
let sentAgain = MarbleRecorder("source sends", clock: guardedClock)
let throughSink = MarbleRecorder("Observable (Sink)", clock: guardedClock)
record(Observable(misbehavingSource(clock: guardedClock, sent: sentAgain)), into: throughSink).dispose()

print()
print(MarbleDiagram(sent.line, throughUnguarded.line, throughSink.line).rendered.indented)
print()

print("2. A source that keeps its observer and sends 9 after you dispose")
let disposeClock = MarbleClock()
let afterDisposeUnguarded = MarbleRecorder("UnguardedObservable", clock: disposeClock)
let afterDisposeSink = MarbleRecorder("Observable (Sink)", clock: disposeClock)
var keptObservers: [Observer<Int>] = []
let keepingSource: (Observer<Int>) -> Disposable = { observer in
    keptObservers.append(observer)
    return Disposables.create()
}
let subscriptions = [
    record(UnguardedObservable(keepingSource), into: afterDisposeUnguarded),
    record(Observable(keepingSource), into: afterDisposeSink),
]
disposeClock.tick()
keptObservers.forEach { $0.onNext(1) }
disposeClock.tick()
subscriptions.forEach { $0.dispose() }
afterDisposeUnguarded.disposed()
afterDisposeSink.disposed()
disposeClock.tick()
keptObservers.forEach { $0.onNext(9) }
print()
print(MarbleDiagram(afterDisposeUnguarded.line, afterDisposeSink.line).rendered.indented)
print()

print("3. map, the first operator")
let numbers = Observable.of(1, 2, 3)
let source = MarbleRecorder("source")
let timesTen = MarbleRecorder("map { $0 * 10 }")
let failing = MarbleRecorder("map { throws if > 1 }")
record(numbers, into: source).dispose()
record(numbers.map { $0 * 10 }, into: timesTen).dispose()
record(
    numbers.map { value -> Int in
        if value > 1 { throw TooBig(value: value) }
        return value * 10
    }, into: failing
).dispose()
print()
print(MarbleDiagram(source.line, timesTen.line, failing.line).rendered.indented)
print()
print("Notice: the 3 sent after | and the 9 sent after ! reach the subscriber through UnguardedObservable,")
print("        not through Observable, whose Sink stops at the first | or # or dispose; a throw becomes #.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
