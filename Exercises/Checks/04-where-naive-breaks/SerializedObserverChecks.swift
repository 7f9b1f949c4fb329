// The checks of exercise 04.1, serialize (chapter 4): no two calls overlap, and nothing passes
// after the end, whichever threads call.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import NaiveRx
import Synchronization

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
    Check("never lets calls from many threads overlap") {
        let observer = OverlapDetector()
        let serialized = CrossThreadBox(SerializedObserver(observer))
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            serialized.value.on(.next(index))
        }
        expect(observer.overlapped, equals: false, "whether two calls to on(_:) ever overlapped")
        expect(observer.received.count, equals: 400, "number of events received")
    },
    Check("lets exactly one terminal event through when threads race to end") {
        let observer = OverlapDetector()
        let serialized = CrossThreadBox(SerializedObserver(observer))
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            serialized.value.on(index.isMultiple(of: 10) ? .completed : .next(index))
        }
        let received = observer.received
        expect(received.filter { $0 == "completed" }.count, equals: 1, "number of completed events received")
        expect(received.last, equals: "completed", "the last event received")
        expect(observer.overlapped, equals: false, "whether two calls to on(_:) ever overlapped")
    },
]

/// An observer that notices when two calls to `on` overlap, and records what it receives.
/// It is itself thread-safe, so that a wrong answer fails the check instead of crashing.
private final class OverlapDetector: ObserverType, Sendable {
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
