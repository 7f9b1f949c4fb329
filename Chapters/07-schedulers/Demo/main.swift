// Chapter 7's demo: the trampoline's turn-taking drawn as marbles; where events arrive with
// observe(on:) and with subscribe(on:); and MainScheduler driven by a command-line program.
import Dispatch
import Foundation
import Marbles
import ProductionRx

/// Subscribes `recorder` to `observable`; every event first moves the shared `clock`, so
/// lines recorded on one clock show which event came first.
func record<Source: ObservableType>(_ observable: Source, into recorder: MarbleRecorder, clock: MarbleClock) -> Disposable {
    observable.subscribe(
        onNext: {
            clock.tick(); recorder.onNext($0)
        },
        onError: {
            clock.tick(); recorder.onError($0)
        },
        onCompleted: {
            clock.tick(); recorder.onCompleted()
        }
    )
}

// MARK: 1. The trampoline

print("1. Two sequences of Observable.of, subscribed one after the other")
let separateClock = MarbleClock()
let firstAlone = MarbleRecorder("of(1, 2)", clock: separateClock)
let secondAlone = MarbleRecorder("of(3, 4)", clock: separateClock)
record(Observable.of(1, 2), into: firstAlone, clock: separateClock).dispose()
record(Observable.of(3, 4), into: secondAlone, clock: separateClock).dispose()
print()
print(MarbleDiagram(firstAlone.line, secondAlone.line).rendered.indented)
print()

print("   ... and the same two, subscribed inside one scheduled action (as merge does)")
let sharedClock = MarbleClock()
let first = MarbleRecorder("of(1, 2)", clock: sharedClock)
let second = MarbleRecorder("of(3, 4)", clock: sharedClock)
// snippet:begin demo-trampoline
_ = CurrentThreadScheduler.instance.schedule(()) { _ in
    // A trampoline is running now: each `of` only queues its first step.
    let subscriptionOfFirst = record(Observable.of(1, 2), into: first, clock: sharedClock)
    let subscriptionOfSecond = record(Observable.of(3, 4), into: second, clock: sharedClock)
    return Disposables.create(subscriptionOfFirst, subscriptionOfSecond)
}
// snippet:end demo-trampoline
print()
print(MarbleDiagram(first.line, second.line).rendered.indented)
print()

// MARK: 2. observe(on:) and subscribe(on:)

/// The key under which the demo's queues store their names.
let queueName = DispatchSpecificKey<String>()
DispatchQueue.main.setSpecific(key: queueName, value: "main queue")

/// A serial queue that `place()` reports by `name`.
func queue(_ name: String) -> DispatchQueue {
    let queue = DispatchQueue(label: name)
    queue.setSpecific(key: queueName, value: name)
    return queue
}

/// Where the caller runs: one of the demo's queues, or the main thread outside any queue.
func place() -> String {
    DispatchQueue.getSpecific(key: queueName) ?? (Thread.isMainThread ? "main thread" : "another thread")
}

let work = SerialDispatchQueueScheduler(queue: queue("work"), internalSerialQueueName: "work scheduler")
let delivery = SerialDispatchQueueScheduler(queue: queue("delivery"), internalSerialQueueName: "delivery scheduler")

/// A source that says where its subscribe closure runs, then sends 1 and completes.
let source = Observable<Int>.create { observer in
    print("     subscribe closure runs on \(place())")
    observer.onNext(1)
    observer.onCompleted()
    return Disposables.create()
}

/// Subscribes to `observable`, prints where each event arrives, and waits for the end.
func show(_ title: String, _ observable: Observable<Int>) {
    print("   \(title)")
    let finished = DispatchSemaphore(value: 0)
    let subscription = observable.subscribe(
        onNext: { print("     next(\($0)) arrives on \(place())") },
        onCompleted: {
            print("     completed arrives on \(place())")
            finished.signal()
        }
    )
    if finished.wait(timeout: .now() + 5) == .timedOut {
        print("     (nothing arrived within 5 seconds)")
    }
    subscription.dispose()
}

print("2. Where the work runs, and where the events arrive (subscribed from the main thread)")
show("source", source)
show("source.observe(on: delivery)", source.observe(on: delivery))
show("source.subscribe(on: work)", source.subscribe(on: work))
show("source.subscribe(on: work).observe(on: delivery)", source.subscribe(on: work).observe(on: delivery))
print()

// MARK: 3. MainScheduler in a command-line program

print("3. MainScheduler: events sent on the work queue, observed on the main queue")
// A watchdog, so that the demo ends even if the main queue were never serviced.
DispatchQueue.global().asyncAfter(deadline: .now() + 10) {
    print("   the main queue did not run within 10 seconds; stopping.")
    exit(1)
}
// snippet:begin demo-main-scheduler
_ = Observable.of(3, 2, 1)
    .subscribe(on: work)
    .observe(on: MainScheduler.instance)
    .subscribe(
        onNext: { print("   \($0) arrives on \(place())") },
        onCompleted: {
            print("   completed arrives on \(place()); the program ends here, with exit(0).")
            print()
            print("Notice: inside one scheduled action the two of's take turns (1 3 2 4); observe(on:) moved")
            print("        only the events, subscribe(on:) moved the subscription; and the main queue ran only")
            print("        once the program handed its main thread to dispatchMain().")
            exit(0)
        }
    )
print("   (nothing has arrived yet: the main queue runs once the main thread calls dispatchMain())")
dispatchMain()
// snippet:end demo-main-scheduler

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
