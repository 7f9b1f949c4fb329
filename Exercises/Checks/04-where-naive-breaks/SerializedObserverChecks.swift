// The checks of exercise 04.1, serialize (chapter 4): no two calls overlap, and nothing passes
// after the end, whichever threads call, in every order their steps can take.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import NaiveRx
import Synchronization

// The checks watch every lock and atomic value the file uses, so that they can try every
// order in which two threads' steps can follow one another: these names stand in for
// Foundation's and Synchronization's, and behave the same (Checks/Support/Watched.swift).
typealias NSLock = WatchedLock
typealias NSRecursiveLock = WatchedRecursiveLock
typealias Mutex<Value> = WatchedMutex<Value>
typealias Atomic<Value: AtomicRepresentable> = WatchedAtomic<Value>

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("forwards events from one thread in order") {
        let observer = OverlapDetector()
        let serialized = SerializedObserver(observer)
        serialized.on(.next(1))
        serialized.on(.next(2))
        serialized.on(.completed)
        expect(observer.received, equals: ["next(1)", "next(2)", "completed"], "events received")
    },
    Check("forwards nothing after a terminal event") {
        let observer = OverlapDetector()
        let serialized = SerializedObserver(observer)
        serialized.on(.next(1))
        serialized.on(.error(CheckError(name: "boom")))
        serialized.on(.next(2))
        serialized.on(.completed)
        expect(observer.received, equals: ["next(1)", "error(boom)"], "events received")
    },
    Check("never lets two calls overlap, whatever order the steps of two threads take") {
        let exploration = explore {
            let observer = OverlapDetector()
            let serialized = SerializedObserver(observer)
            return (
                threads: [
                    ExploredThread("on(next(1))") { serialized.on(.next(1)) },
                    ExploredThread("on(next(2))") { serialized.on(.next(2)) },
                ],
                verify: {
                    if observer.overlapped { return "two calls were inside the observer's on(_:) at once" }
                    let received = observer.received.sorted()
                    return received == ["next(1)", "next(2)"] ? nil : "the observer received \(received)"
                }
            )
        }
        expectEveryOrder(exploration, "on(next(1)) and on(next(2)) on two threads", right: "one call at a time, both received")
    },
    Check("lets exactly one terminal event through, whatever order the steps of three threads take") {
        let exploration = explore {
            let observer = OverlapDetector()
            let serialized = SerializedObserver(observer)
            return (
                threads: [
                    ExploredThread("on(completed) 1") { serialized.on(.completed) },
                    ExploredThread("on(completed) 2") { serialized.on(.completed) },
                    ExploredThread("on(next(3))") { serialized.on(.next(3)) },
                ],
                verify: {
                    let received = observer.received
                    if observer.overlapped { return "two calls were inside the observer's on(_:) at once" }
                    if received.filter({ $0 == "completed" }).count != 1 || received.last != "completed" {
                        return "the observer received \(received)"
                    }
                    return nil
                }
            )
        }
        expectEveryOrder(exploration, "on(completed) twice and on(next(3)) on three threads", right: "one completed, and nothing after it")
    },
    Check("keeps a lock of its own: one serialized observer can forward to another") {
        // Operators chain: a serialized observer often forwards to an observer that
        // serializes in turn. One lock shared by every serialized observer is taken a second
        // time, by the thread that holds it, on the way through the second one.
        let exploration = explore {
            let observer = OverlapDetector()
            let chained = SerializedObserver(SerializedObserver(observer))
            return (
                threads: [
                    ExploredThread("on(next(1)), then on(completed), through both") {
                        chained.on(.next(1))
                        chained.on(.completed)
                    }
                ],
                verify: {
                    observer.received == ["next(1)", "completed"] ? nil : "the observer received \(observer.received)"
                }
            )
        }
        expectEveryOrder(exploration, "a serialized observer that forwards to another", right: "both events through, no deadlock")
    },
    Check("lets events from two threads through one at a time, and one terminal event") {
        // Real threads, under ThreadSanitizer: nothing orders the two threads' first steps,
        // so it reports, in the first round, any variable they share with no lock or atomic
        // between them, whether or not the race did harm that time.
        let rounds = underThreadSanitizer ? 100 : 2_000
        var observers: [OverlapDetector] = []
        race(rounds: rounds) { _ in
            let observer = OverlapDetector()
            observers.append(observer)
            let serialized = SerializedObserver(observer)
            return (
                first: { serialized.on(.completed) },
                second: {
                    serialized.on(.next(1)); serialized.on(.completed)
                }
            )
        }
        let overlapped = observers.filter(\.overlapped).count
        let wrong = observers.filter { $0.received.filter { $0 == "completed" }.count != 1 || $0.received.last != "completed" }.count
        expect(overlapped, equals: 0, "rounds out of \(rounds) in which two calls to on(_:) overlapped")
        expect(wrong, equals: 0, "rounds out of \(rounds) in which the observer did not receive exactly one completed, last")
    },
]

/// An observer that notices when two calls to `on` overlap, and records what it receives.
/// It is itself thread-safe, so that a wrong answer fails the check instead of crashing; in
/// an explored run, being inside `on` is a step, so that another thread may come in then.
private final class OverlapDetector: ObserverType, Sendable {
    typealias Element = Int
    private let inFlight = Synchronization.Atomic<Int>(0)
    private let sawOverlap = Synchronization.Atomic<Bool>(false)
    private let events = Synchronization.Mutex<[String]>([])

    /// Whether two calls to `on` were ever inside it at the same time.
    var overlapped: Bool { sawOverlap.load(ordering: .sequentiallyConsistent) }
    /// The events received, as text.
    var received: [String] { events.withLock { $0 } }

    func on(_ event: Event<Int>) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            sawOverlap.store(true, ordering: .sequentiallyConsistent)
        }
        let text = event.debugDescription
        interleavingPoint("the observer is inside on(\(text))")
        // Real threads: stay a little while, so that overlapping calls have a chance to meet.
        if !underExploration { usleep(20) }
        events.withLock { $0.append(text) }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }
}
