// Where a script runs: its queues, and the thread-local note of which step (or which cold
// source's sending) the current thread is doing, so that every event an observer receives
// can be traced back to what caused it. Chapter 8.
import Dispatch
import Foundation
import Synchronization

/// The queues a threaded script runs its steps on, and the order in which things started.
// @unchecked Sendable: `queues` is set once; `group` and the atomic are thread-safe.
final class RunContext: @unchecked Sendable {
    /// Serial queues shared by every run (making queues per run would cost more than a run).
    private static let sharedQueues = (0..<SourceScript.maximumQueues).map { DispatchQueue(label: "contract.queue\($0)") }

    private let queues: [DispatchQueue]
    /// Everything sent to a queue belongs to it: waiting for it waits for the run's queued work.
    let group = DispatchGroup()
    private let counter = Atomic<Int>(0)
    /// Whether everything runs on the main queue (the units' controls).
    let onMain: Bool

    init(onMain: Bool) {
        self.onMain = onMain
        queues = Self.sharedQueues
    }

    /// Runs `work` later on queue `index` (on the main queue for a run on main).
    func async(on index: Int, _ work: @escaping @Sendable () -> Void) {
        (onMain ? DispatchQueue.main : queues[index % queues.count]).async(group: group, execute: work)
    }

    /// Waits until everything sent to a queue has run (and whatever that sent in turn).
    func waitForQueues() {
        group.wait()
    }

    /// A new number, larger than every number handed out before.
    func nextSequence() -> Int {
        counter.add(1, ordering: .sequentiallyConsistent).newValue
    }

    /// Runs `body` as one activity started now: every event delivered on this thread meanwhile
    /// was caused by it, and happened at `tick`. An activity inside another (a reentrant send)
    /// keeps the outer one.
    func activity<Result>(tick: Int, _ body: () -> Result) -> Result {
        if Self.cause.value != 0 { return body() }
        Self.cause.value = nextSequence()
        Self.tick.value = tick + 1
        defer {
            Self.cause.value = 0
            Self.tick.value = 0
        }
        return body()
    }

    /// The activity running on this thread, by the number it started with; 0 outside one.
    static var currentCause: Int { cause.value }
    /// The tick of the activity running on this thread; 0 outside one.
    static var currentTick: Int { max(0, tick.value - 1) }

    /// Runs `body` while this thread delivers what a source sent after its end or after its
    /// subscription was disposed (`breach` says which), if it does.
    static func breaching(_ breach: String?, _ body: () -> Void) {
        guard let breach else { return body() }
        let outer = currentBreach.value
        currentBreach.value = Unmanaged.passRetained(breach as NSString).toOpaque()
        defer {
            Unmanaged<NSString>.fromOpaque(currentBreach.value!).release()
            currentBreach.value = outer
        }
        body()
    }

    /// What this thread is delivering that it should not, if anything.
    static var breach: String? {
        currentBreach.value.map { Unmanaged<NSString>.fromOpaque($0).takeUnretainedValue() as String }
    }

    private static let currentBreach = ThreadLocalPointer()
    private static let cause = ThreadLocalInt()
    private static let tick = ThreadLocalInt()
}

/// A pointer each thread has its own copy of (`nil` until set), in a pthread key.
final class ThreadLocalPointer: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    var value: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }
}

/// An `Int` each thread has its own copy of (0 until set), kept as the bits of a pointer.
final class ThreadLocalInt: Sendable {
    private let pointer = ThreadLocalPointer()

    var value: Int {
        get { pointer.value.map { Int(bitPattern: $0) } ?? 0 }
        set { pointer.value = UnsafeMutableRawPointer(bitPattern: newValue) }
    }
}
