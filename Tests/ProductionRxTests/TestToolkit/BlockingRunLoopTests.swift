// Chapter 8: a blocking operator on a thread with a run loop turns that run loop while it
// waits, as RxBlocking does, and sleeps in it: work sent to the run loop is done as it
// arrives, and the wait wakes when the sequence ends, not on a polling clock. (The main
// thread is such a thread; Swift Testing's threads are not, so these tests make one.)
import CoreFoundation
import Foundation
import ProductionRx
import ProductionRxBlocking
import Synchronization
import XCTest

/// toBlocking on a thread with a run loop
final class BlockingRunLoopTests: RxTestCase {
    func testWorkSentToTheWaitingThreadsRunLoopIsDoneWhileItWaits() async throws {
        // Four hops from a dispatch queue to the waiting thread's run loop and back. A wait
        // that only blocked the thread would never run them, and time out.
        let outcome = await onRunLoopThread { thread, runLoop in
            nonisolated(unsafe) let thread = thread
            let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
            var hops = Observable.just(0)
            for _ in 0..<4 {
                hops = hops.observe(on: background).observe(on: runLoop).map { count in
                    Thread.current == thread ? count + 1 : -1_000
                }
            }
            return Result { try hops.toBlocking(timeout: 5).single() }
        }
        XCTAssertEqual(try outcome.get(), 4, "each hop ran on the waiting thread")
    }

    func testTheWaitSleepsInTheRunLoopUntilTheSequenceEnds() async {
        // Nothing is sent to the run loop for 50 ms, then the sequence ends on another
        // thread. A wait that turned the run loop in slices would turn it every slice.
        let turns = await onRunLoopThread { _, _ in
            let wait = BlockingWait(timeout: 5)
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { wait.stop() }
            let stopped = wait.run()
            return stopped ? wait.runLoopTurns : -1
        }
        XCTAssertTrue(turns >= 0, "the wait ended by stop(), not by its timeout")
        XCTAssertTrue(turns <= 1, "the run loop came back \(turns) times while nothing was sent to it: the wait polls")
    }

    func testAStopBeforeTheWaitBeginsEndsItAtOnce() async {
        let ended = await onRunLoopThread { _, _ in
            let wait = BlockingWait(timeout: 5)
            wait.stop()
            return wait.run()
        }
        XCTAssertTrue(ended)
    }
}

/// Runs `body` on a new thread whose run loop has a source (a timer far in the future), as
/// the main thread's has the main queue, and returns what it returned.
private func onRunLoopThread<Value: Sendable>(_ body: @escaping @Sendable (Thread, RunLoopScheduler) -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        let thread = Thread {
            let keepAlive = Timer(timeInterval: 1_000_000, repeats: true) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            let value = body(Thread.current, RunLoopScheduler())
            keepAlive.invalidate()
            continuation.resume(returning: value)
        }
        thread.start()
    }
}

/// A scheduler that runs its actions on the run loop of the thread that made it: it
/// performs a block there and wakes the run loop.
// @unchecked Sendable: `runLoop` is only asked to perform a block, and `wakeUp` only to
// wake, which CoreFoundation allows from any thread.
private final class RunLoopScheduler: ImmediateSchedulerType, @unchecked Sendable {
    private let runLoop = RunLoop.current
    private let wakeUp = CFRunLoopGetCurrent()

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        // Handed over to the run loop's thread, which alone runs it.
        nonisolated(unsafe) let work = {
            if !scheduled.isDisposed {
                scheduled.setDisposable(action(state))
            }
        }
        runLoop.perform(inModes: [.default]) { work() }
        CFRunLoopWakeUp(wakeUp)
        return scheduled
    }
}
