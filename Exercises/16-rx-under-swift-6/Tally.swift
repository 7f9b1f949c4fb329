// Exercise 16.1 — make a type Sendable honestly. Check it with `swift run exercises 16.1`.
//
// `Tally` counts events by name ("tap", "error"), and is shared: subscriptions on any thread
// record into it, and tasks and actors read it. So it says `Sendable`, which lets the
// compiler pass it into a `Task` or an actor. But it says `@unchecked Sendable`: the compiler
// takes the promise on trust, and nothing here keeps it yet. Keep it:
//
//     thread 1: record("tap")   thread 2: record("tap")   afterwards: count(of: "tap") == 2
//
// Two threads recording at once lose nothing, and `count(of:)` and `total` may be read while
// other threads record. The total is always the sum of the counts, at every moment: a reader
// never finds a count that the total does not include yet, nor a total ahead of its counts. Foundation's `NSLock` or Synchronization's `Mutex` is all you need;
// with a `Mutex` in a `let`, the compiler can check the promise itself and `@unchecked` can go.
//
// The checks record from two threads in every order that their steps on a lock (Foundation's
// `NSLock`, Synchronization's `Mutex` and `Atomic`, which the checks watch) can take, and run
// under ThreadSanitizer, which reports a variable two threads use with no lock between them.
//
// Read: Chapters/16-rx-under-swift-6/README.md#what-is-sendable-and-what-is-not
import Foundation
import Synchronization

/// Counts events by name; any thread, task or actor may record and read.
public final class Tally: @unchecked Sendable {
    /// An empty tally.
    public init() {}

    /// Counts one `event`.
    public func record(_ event: String) {
        // Replace this body, and the two below: nothing is counted yet.
    }

    /// How many times `event` was recorded.
    public func count(of event: String) -> Int {
        0
    }

    /// How many events were recorded, whatever their names.
    public var total: Int {
        0
    }
}
