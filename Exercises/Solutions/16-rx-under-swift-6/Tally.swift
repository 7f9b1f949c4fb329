// Reference solution for exercise 16.1 — make a type Sendable honestly. Try the exercise first.
import Foundation
import Synchronization

/// Counts events by name; any thread, task or actor may record and read.
public final class Tally: Sendable {
    // A Mutex in a `let` is itself Sendable, so the compiler checks the conformance: no
    // `@unchecked`. Every read and every write of the counts holds it.
    private let counts = Mutex<[String: Int]>([:])

    /// An empty tally.
    public init() {}

    /// Counts one `event`.
    public func record(_ event: String) {
        // Read and write in one hold of the lock, or two threads can both read the old count.
        counts.withLock { $0[event, default: 0] += 1 }
    }

    /// How many times `event` was recorded.
    public func count(of event: String) -> Int {
        counts.withLock { $0[event, default: 0] }
    }

    /// How many events were recorded, whatever their names.
    public var total: Int {
        counts.withLock { $0.values.reduce(0, +) }
    }
}
