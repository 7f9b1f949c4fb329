// Compiled into the workbook's copy of ProductionRx only (Tools/WorkbookRunner/Staging.swift),
// never into the library: a way for step 7's judge to choose the order in which two threads'
// atomic operations on a `SinkDisposer` happen, so that a race between a check and the act
// after it (a `load`, then a `fetchOr`) shows in every run, whatever the machine's load.
import Foundation

/// The order in which the threads of a test take their steps, a step being one atomic
/// operation on a `SinkDisposer`'s state. Between two steps a thread runs freely.
// @unchecked Sendable: every property is read and written under `condition`.
package final class Interleaving: @unchecked Sendable {
    /// The interleaving the running test chose, if any; `nil`, every operation runs at once.
    package nonisolated(unsafe) static var active: Interleaving?

    private let condition = NSCondition()
    private let order: [Int]
    private var position = 0
    private var threads: [ObjectIdentifier: Int] = [:]
    private var finished: Set<Int> = []
    private var taken: [String] = []

    /// Threads take their steps in `order` (0 for the first thread, 1 for the second); once
    /// `order` is used up, or its next thread has finished, they run freely.
    package init(order: [Int]) {
        self.order = order
    }

    /// The steps taken, in order: "0: fetchOr".
    package var steps: [String] {
        condition.withLock { taken }
    }

    /// Runs `body` on a new thread as thread `number`, and returns once both have been started.
    package func start(_ number: Int, done: DispatchGroup, _ body: @escaping @Sendable () -> Void) {
        done.enter()
        Thread.detachNewThread {
            self.condition.withLock { self.threads[ObjectIdentifier(Thread.current)] = number }
            body()
            self.condition.withLock {
                self.finished.insert(number)
                self.condition.broadcast()
            }
            done.leave()
        }
    }

    /// Waits for the calling thread's turn; returns its number, or `nil` for a thread the test
    /// did not start, which goes at once. Call `passTurn` after the operation.
    func waitForTurn() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard let me = threads[ObjectIdentifier(Thread.current)] else { return nil }
        while true {
            while position < order.count, finished.contains(order[position]) { position += 1 }
            if position >= order.count || order[position] == me { return me }
            condition.wait()
        }
    }

    /// Records that thread `me` took the step `name`, and passes the turn on.
    func passTurn(_ me: Int?, _ name: String) {
        guard let me else { return }
        condition.withLock {
            taken.append("\(me): \(name)")
            position += 1
            condition.broadcast()
        }
    }
}

extension SinkDisposer {
    // The atomic operations `SinkDisposer`'s methods call resolve to these members before the
    // module's functions of the same names: each is one step of the interleaving a test chose.

    func load(_ this: borrowing AtomicInt) -> Int32 {
        let gate = Interleaving.active
        let me = gate?.waitForTurn()
        defer { gate?.passTurn(me, "load") }
        return ProductionRx.load(this)
    }

    func isFlagSet(_ this: borrowing AtomicInt, _ mask: Int32) -> Bool {
        let gate = Interleaving.active
        let me = gate?.waitForTurn()
        defer { gate?.passTurn(me, "isFlagSet") }
        return ProductionRx.isFlagSet(this, mask)
    }

    @discardableResult
    func fetchOr(_ this: borrowing AtomicInt, _ mask: Int32) -> Int32 {
        let gate = Interleaving.active
        let me = gate?.waitForTurn()
        defer { gate?.passTurn(me, "fetchOr") }
        return ProductionRx.fetchOr(this, mask)
    }
}
