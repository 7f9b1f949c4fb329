// The window every headless control lives in: it knows the time (virtual, in a demo or a
// test), records what each control showed, and checks, as UIKit's Main Thread Checker does,
// that the UI is only touched from the main queue. Chapter 13 (Units).
import Dispatch
import Foundation

/// Where the controls of one screen live, and the record of what they showed.
public final class Window {
    /// One change a control made visible: when, what, and on which queue it happened.
    public struct Update: Equatable, CustomStringConvertible {
        /// The time of the change, in the window's clock (milliseconds, in virtual time).
        public let time: Int
        /// The control that changed: `"resultCount"`, `"resultsTable"`.
        public let control: String
        /// What it shows now.
        public let value: String
        /// The queue the change ran on: `"main"`, or the name of a `BackgroundThread`.
        public let queue: String

        /// `"800 resultCount = 5 results (main)"`.
        public var description: String { "\(time) \(control) = \(value) (\(queue))" }
    }

    /// Reads the current time; the screen's owner sets it (a test scheduler's clock).
    public var clock: () -> Int

    /// Every change, in order.
    public private(set) var updates: [Update] = []

    /// Creates a window whose clock reads `clock`.
    public init(clock: @escaping () -> Int = { 0 }) {
        self.clock = clock
    }

    /// The changes made off the main queue: each one a crash waiting to happen in UIKit.
    public var offMainUpdates: [Update] {
        updates.filter { $0.queue != "main" }
    }

    /// Records that `control` now shows `value`, with the time and the queue it ran on.
    func record(_ control: String, _ value: String) {
        updates.append(Update(time: clock(), control: control, value: value, queue: currentQueueName()))
    }
}

// snippet:begin queue-names
/// A key only the main queue carries, and one that names the background threads: the same
/// question `MainScheduler` asks ("am I on the main queue?"), answered with a name.
private let mainQueueKey: DispatchSpecificKey<String> = {
    let key = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: key, value: "main")
    return key
}()

/// The name of the queue the caller runs on: `"main"`, a `BackgroundThread`'s name, or
/// `"unnamed"`.
public func currentQueueName() -> String {
    DispatchQueue.getSpecific(key: mainQueueKey) ?? "unnamed"
}
// snippet:end queue-names

/// A queue of its own, standing for the thread a network library answers on. `runAndWait`
/// runs a closure there and waits for it, so that virtual time stays one step at a time
/// while the closure really runs off the main queue.
public final class BackgroundThread: @unchecked Sendable {
    // @unchecked Sendable: the only state is an immutable serial queue.
    private let queue: DispatchQueue

    /// The name `currentQueueName()` reports while a closure runs here.
    public let name: String

    /// Creates a serial queue called `name`.
    public init(name: String) {
        self.name = name
        queue = DispatchQueue(label: name)
        queue.setSpecific(key: mainQueueKey, value: name)
    }

    /// Runs `work` on this queue, on one of Dispatch's worker threads, and returns once it
    /// is done. The caller is blocked meanwhile, so nothing else runs at the same time.
    public func runAndWait<Result>(_ work: @escaping () -> Result) -> Result {
        let handOver = HandOver(work)
        let done = DispatchSemaphore(value: 0)
        queue.async {
            handOver.result = handOver.work()
            done.signal()
        }
        done.wait()
        return handOver.result!
    }
}

/// Carries a closure to the background queue and its result back.
// @unchecked Sendable: written by the background queue before `done.signal()`, read by the
// caller after `done.wait()`; the semaphore orders the two.
private final class HandOver<Result>: @unchecked Sendable {
    let work: () -> Result
    var result: Result?

    init(_ work: @escaping () -> Result) {
        self.work = work
    }
}
