// Tools the tests of the flattening operators share (flatMap, flatMapLatest, concatMap,
// flatMapFirst, merge(), switchLatest): an observer that notices overlapping calls. Chapter 10
// ("Combining and recovering").
import Dispatch
import ProductionRx
import Synchronization

/// Counts how many calls are inside `on(_:)` at once and remembers if it was ever more than
/// one; counts elements and waits for the terminal event. Thread-safe: its state is atomics
/// and a semaphore.
final class FlatteningOverlapDetector: ObserverType, Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapped = Atomic<Bool>(false)
    private let elements = Atomic<Int>(0)
    private let completions = Atomic<Int>(0)
    private let finished = DispatchSemaphore(value: 0)

    func on(_ event: Event<Int>) {
        if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlapped.store(true, ordering: .sequentiallyConsistent)
        }
        // A little work inside the call widens the window in which another call could enter.
        var spin = 0
        for value in 0..<200 { spin &+= value }
        _ = spin
        switch event {
        case .next:
            elements.add(1, ordering: .sequentiallyConsistent)
        case .error:
            finished.signal()
        case .completed:
            completions.add(1, ordering: .sequentiallyConsistent)
            finished.signal()
        }
        inside.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Waits for the terminal event; `false` on timeout.
    func waitForTermination() -> Bool {
        finished.wait(timeout: .now() + 30) == .success
    }

    var didOverlap: Bool { overlapped.load(ordering: .sequentiallyConsistent) }
    var elementCount: Int { elements.load(ordering: .sequentiallyConsistent) }
    var didComplete: Bool { completions.load(ordering: .sequentiallyConsistent) == 1 }
}
