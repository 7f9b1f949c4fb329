// Exercises for chapter 4, "Where naive breaks": serializing threads, and a trampoline
// against deep recursion.
import Dispatch
import Exercises
import Foundation
import NaiveRx
import Synchronization

let chapter04: [Exercise] = [
    Exercise(
        id: "04.1", name: "serialize",
        title: "Serialize an observer across threads",
        starter: "Exercises/04-where-naive-breaks/SerializedObserver.swift",
        reread: "Chapters/04-where-naive-breaks/README.md#two-threads-at-once",
        hint: "Take a lock around the whole of on(_:), and inside it keep a flag that turns on with the first error or completed.",
        checks: [
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
            Check("never lets calls from many threads overlap") {
                let observer = OverlapDetector()
                let serialized = UncheckedBox(SerializedObserver(observer))
                DispatchQueue.concurrentPerform(iterations: 400) { index in
                    serialized.value.on(.next(index))
                }
                expect(observer.overlapped, equals: false, "whether two calls to on(_:) ever overlapped")
                expect(observer.received.count, equals: 400, "number of events received")
            },
            Check("lets exactly one terminal event through when threads race to end") {
                let observer = OverlapDetector()
                let serialized = UncheckedBox(SerializedObserver(observer))
                DispatchQueue.concurrentPerform(iterations: 400) { index in
                    serialized.value.on(index.isMultiple(of: 10) ? .completed : .next(index))
                }
                let received = observer.received
                expect(received.filter { $0 == "completed" }.count, equals: 1, "number of completed events received")
                expect(received.last, equals: "completed", "the last event received")
                expect(observer.overlapped, equals: false, "whether two calls to on(_:) ever overlapped")
            },
        ]
    ),
    Exercise(
        id: "04.2", name: "trampoline",
        title: "A trampoline that turns nesting into a queue",
        starter: "Exercises/04-where-naive-breaks/Trampoline.swift",
        reread: "Chapters/04-where-naive-breaks/README.md#deep-recursion",
        hint:
            "Keep an array of waiting actions and an isRunning flag. schedule appends; only the call that finds isRunning false loops, removing and running actions until the array is empty.",
        checks: [
            Check("runs an action at once when nothing is running") {
                let trampoline = Trampoline()
                var ran = false
                trampoline.schedule { ran = true }
                expect(ran, "the action ran before schedule(_:) returned")
            },
            Check("runs an action scheduled from inside another after it, not inside it") {
                let trampoline = Trampoline()
                var log: [String] = []
                trampoline.schedule {
                    log.append("outer begins")
                    trampoline.schedule { log.append("inner") }
                    log.append("outer ends")
                }
                expect(log, equals: ["outer begins", "outer ends", "inner"], "order of the steps")
            },
            Check("runs queued actions first in, first out") {
                let trampoline = Trampoline()
                var log: [String] = []
                trampoline.schedule {
                    log.append("A")
                    trampoline.schedule {
                        log.append("B")
                        trampoline.schedule { log.append("D") }
                    }
                    trampoline.schedule { log.append("C") }
                }
                expect(log, equals: ["A", "B", "C", "D"], "order of the actions")
            },
            Check("finishes 100,000 nested schedules without overflowing the stack") {
                let trampoline = Trampoline()
                var steps = 0
                func step() {
                    steps += 1
                    if steps < 100_000 { trampoline.schedule(step) }
                }
                trampoline.schedule(step)
                expect(steps, equals: 100_000, "steps run")
            },
        ]
    ),
]

/// An observer that notices when two calls to `on` overlap, and records what it receives.
/// It is itself thread-safe, so that a wrong answer fails the check instead of crashing.
final class OverlapDetector: ObserverType, Sendable {
    typealias Element = Int
    private let inFlight = Atomic<Int>(0)
    private let sawOverlap = Atomic<Bool>(false)
    private let events = Mutex<[String]>([])

    /// Whether two calls to `on` were ever inside it at the same time.
    var overlapped: Bool { sawOverlap.load(ordering: .sequentiallyConsistent) }
    /// The events received, as text.
    var received: [String] { events.withLock { $0 } }

    func on(_ event: Event<Int>) {
        if inFlight.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            sawOverlap.store(true, ordering: .sequentiallyConsistent)
        }
        // Stay a little while, so that overlapping calls have a chance to meet.
        usleep(20)
        let text = event.debugDescription
        events.withLock { $0.append(text) }
        inFlight.subtract(1, ordering: .sequentiallyConsistent)
    }
}

/// Carries the learner's observer into `concurrentPerform`'s threads; whether that is safe
/// is exactly what the check finds out.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
