// How a blocking operator waits on the current thread for the sequence to end. Chapter 8
// ("Testing in virtual time").
import CoreFoundation
import Foundation
import Synchronization

/// Blocks the current thread until `stop()` is called or the timeout passes.
///
/// While it waits it turns the thread's run loop, as RxBlocking does
/// (`RxBlocking/RunLoopLock.swift`), so that work sent to that run loop still gets done: on
/// the main thread, everything sent to the main queue (`MainScheduler`,
/// `DispatchQueue.main`); on a thread of one's own, its timers and the blocks performed on
/// it. The thread sleeps inside the run loop until such work arrives, and `stop()` wakes it
/// from any thread, so a result sent to the main queue is handled at once, not at the end of
/// a polling slice. A thread whose run loop has nothing to wait for (a dispatch queue's
/// thread, Swift Testing's) waits on a semaphore instead.
///
/// Made on the thread that waits: it keeps that thread's run loop. The sequence is
/// subscribed on that thread before the wait begins, so a synchronous sequence has already
/// ended by then. `package`, so that a test can count the run loop's turns.
// @unchecked Sendable: `runLoop` and `cfRunLoop` are only turned by the waiting thread;
// other threads only perform a block on the run loop and wake it, which CoreFoundation
// allows from any thread. Every other property is an atomic, or a semaphore.
package final class BlockingWait: @unchecked Sendable {
    private let timeout: TimeInterval?
    private let semaphore = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    /// `true` while `run()` is inside the run loop, and only then may `stop()` stop it.
    private let turning = Atomic<Bool>(false)
    private let turns = Atomic<Int>(0)
    private let runLoop = RunLoop.current
    private let cfRunLoop = CFRunLoopGetCurrent()

    /// A wait of at most `timeout` seconds (`nil`: for ever), for the current thread.
    package init(timeout: TimeInterval?) {
        self.timeout = timeout
    }

    /// How many times the run loop came back to `run()`: once per thing it handled that
    /// counts as a source (main-queue work, a timer, the stop), never on a clock.
    package var runLoopTurns: Int {
        turns.load(ordering: .relaxed)
    }

    /// Ends the wait. Any thread may call it; calls after the first do nothing more.
    package func stop() {
        guard !stopped.exchange(true, ordering: .sequentiallyConsistent) else { return }
        semaphore.signal()
        guard turning.load(ordering: .sequentiallyConsistent) else { return }
        // Stopping the run loop from here could stop a later, unrelated turn of it if this
        // wait has just left; a block runs only while the loop turns, and checks first.
        runLoop.perform(inModes: [.default]) { [self] in
            if turning.load(ordering: .sequentiallyConsistent) {
                CFRunLoopStop(cfRunLoop)
            }
        }
        CFRunLoopWakeUp(cfRunLoop)
    }

    /// Waits; returns `false` if the timeout passed first.
    package func run() -> Bool {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        turning.store(true, ordering: .sequentiallyConsistent)
        defer { turning.store(false, ordering: .sequentiallyConsistent) }
        while !isStopped {
            if let deadline, deadline.timeIntervalSinceNow <= 0 {
                return isStopped
            }
            guard runLoop.run(mode: .default, before: deadline ?? .distantFuture) else {
                // The run loop has no source to wait on, so nothing can be sent to it.
                turning.store(false, ordering: .sequentiallyConsistent)
                return waitOnSemaphore(until: deadline)
            }
            turns.add(1, ordering: .relaxed)
        }
        return true
    }

    private var isStopped: Bool {
        stopped.load(ordering: .sequentiallyConsistent)
    }

    private func waitOnSemaphore(until deadline: Date?) -> Bool {
        guard let deadline else {
            semaphore.wait()
            return true
        }
        return semaphore.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
    }
}

/// The elements and the error a blocking operator collected. The sequence may send from any
/// thread while the caller waits, so a lock guards both.
///
/// @unchecked Sendable: `lock` guards `elements` and `error`.
final class Collected<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []
    private var error: Swift.Error?

    /// Adds an element and returns how many there are now.
    func append(_ element: Element) -> Int {
        lock.withLock {
            elements.append(element)
            return elements.count
        }
    }

    /// Records the error that ended the sequence, unless one was recorded already.
    func fail(_ error: Swift.Error) {
        lock.withLock {
            if self.error == nil {
                self.error = error
            }
        }
    }

    /// What was collected.
    var result: (elements: [Element], error: Swift.Error?) {
        lock.withLock { (elements, error) }
    }
}
