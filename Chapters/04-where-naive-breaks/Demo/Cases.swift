// Chapter 4's demo: what every implementation answers. NaiveCases.swift and
// ProductionCases.swift each run the same code against one library; main.swift draws them.
import Marbles

/// The chapter's cases, run against one implementation. The two conformances are the same
/// code under two different imports, as the shared test suite is.
protocol Cases {
    /// The library's name, used as a line label.
    static var name: String { get }

    /// A `create` closure sends 1, 2, `completed`, then 3. Returns what the closure sent
    /// and what the subscriber received, on one clock.
    static func sendingAfterCompleted() -> (sent: MarbleLine, received: MarbleLine)

    /// Two threads send `completed` at the same moment; the first is held inside the
    /// observer until the second has been sent. Returns what the subscriber received.
    static func twoThreadsCompleting() -> MarbleLine

    /// The subscriber, while handling 1, makes the source send 2. Returns the order in which
    /// the subscriber's handler began and ended.
    static func reentrantSend() -> [String]

    /// Takes the first three elements of `from(1...count)` and completes. Returns what the
    /// source sent, what the subscriber received and how many elements the source produced.
    static func disposingWhileSubscribing(count: Int) -> (sent: MarbleLine, received: MarbleLine, produced: Int)

    /// Subscribes from inside `onNext`, `depth` levels deep. Returns how many bytes of stack
    /// the deepest level sits below the first.
    static func stackUsed(depth: Int) -> Int

    /// A `create` closure keeps its observer in a variable outside; the subscription is
    /// disposed at once. Returns how many of the library's objects are still alive after.
    static func aliveAfterKeepingTheObserver() -> Int
}

/// The address of a local variable of a fresh stack frame: how deep the stack is right now.
@inline(never)
func currentStackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}
