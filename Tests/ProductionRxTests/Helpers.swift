// Small tools the ProductionRx tests share: an event recorder, a thread-safe counter, a log,
// a stack-depth probe. (`TestError`, `Recorder` and `Seen` come from the shared suite's
// SharedSupport.swift.)
import Foundation
import ProductionRx
import Synchronization

/// Records the events it receives, as their debug descriptions (`next(1)`, `completed`).
/// Used on one thread at a time.
final class DescriptionRecorder<Element> {
    private(set) var events: [String] = []

    var observer: AnyObserver<Element> {
        AnyObserver { event in self.events.append(event.debugDescription) }
    }
}

/// A counter any thread may bump.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int { storage.load(ordering: .sequentiallyConsistent) }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        storage.add(1, ordering: .sequentiallyConsistent).newValue
    }
}

/// A log any thread may append to.
final class Log: Sendable {
    private let storage = Mutex<[String]>([])

    var entries: [String] { storage.withLock { $0 } }

    func append(_ entry: String) {
        storage.withLock { $0.append(entry) }
    }
}

/// Carries a value into `DispatchQueue.concurrentPerform`'s `@Sendable` closure.
///
/// @unchecked Sendable: the value is a ProductionRx object whose thread safety (its own lock
/// or atomic flag) is exactly what the test using the box checks.
final class SharedAcrossThreads<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A resource for `Observable.using` that counts its disposals.
final class CountingResource: Disposable {
    let disposals: Counter

    init(_ disposals: Counter) {
        self.disposals = disposals
    }

    func dispose() {
        disposals.increment()
    }
}

/// The lowest and highest stack addresses seen by `record()`: how far apart in the stack
/// the calls were.
struct StackDepthRange {
    private var lowest = Int.max
    private var highest = Int.min

    @inline(never)
    mutating func record() {
        var marker = 0
        let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        lowest = Swift.min(lowest, address)
        highest = Swift.max(highest, address)
    }

    /// Bytes between the deepest and the shallowest call.
    var spread: Int { highest - lowest }
}
