// How a blocking operator waits on the current thread for the sequence to end. Chapter 8
// ("Testing in virtual time").
import Foundation

/// Blocks the current thread until `stop()` is called or the timeout passes.
///
/// RxBlocking waits in a run loop; this waits on a semaphore, which works on any thread,
/// including Swift Testing's, which have no running run loop. On the main thread it also
/// turns the main run loop in short slices while it waits, so that work the sequence sends to
/// the main queue or run loop still gets done. The sequence is subscribed on the calling
/// thread before the wait begins: a synchronous sequence has already ended by then.
final class BlockingWait: Sendable {
    private let timeout: TimeInterval?
    private let semaphore = DispatchSemaphore(value: 0)

    init(timeout: TimeInterval?) {
        self.timeout = timeout
    }

    /// Ends the wait. Any thread may call it; calls after the first do nothing more.
    func stop() {
        semaphore.signal()
    }

    /// Waits; returns `false` if the timeout passed first.
    func run() -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if !Thread.isMainThread {
            guard let deadline else {
                semaphore.wait()
                return true
            }
            return semaphore.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
        }
        while true {
            if semaphore.wait(timeout: .now() + .milliseconds(5)) == .success {
                return true
            }
            _ = RunLoop.current.run(mode: .default, before: Date())
            if let deadline, Date() >= deadline {
                return semaphore.wait(timeout: .now()) == .success
            }
        }
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
