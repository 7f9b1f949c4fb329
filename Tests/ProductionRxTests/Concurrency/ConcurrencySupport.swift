// Helpers for the async/await bridge tests: waiting for a condition without sleeping for a
// fixed time, collecting what an Observable sends from whatever thread it sends it on, and
// an asynchronous sequence the test drives by hand. Chapter 14.
import Foundation
import ProductionRx
import Synchronization

/// Waits, suspending, until `condition` holds; `false` if it still does not after `timeout`.
func eventually(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return true
}

/// Subscribes to `source` and suspends until it ends, then returns what it sent. The
/// observer may be called on any thread (a task's, a queue's).
func collect<Element: Equatable & SendableMetatype>(_ source: Observable<Element>) async -> [Seen<Element>] {
    let recorder = Recorder<Element>()
    let subscription = SingleAssignmentDisposable()
    await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
        let ends = EndSignal(ended)
        subscription.setDisposable(
            source.subscribe { event in
                recorder.on(event)
                if event.isStopEvent { ends.signal() }
            })
    }
    subscription.dispose()
    return recorder.seen
}

/// Resumes a continuation once, from any thread.
final class EndSignal: Sendable {
    private let continuation: Mutex<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = Mutex(continuation)
    }

    func signal() {
        continuation.withLock { $0.take() }?.resume()
    }
}

/// A one-shot signal a test awaits and another thread (or task) raises.
final class Flag: Sendable {
    private let raised = Atomic<Bool>(false)

    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }

    func raise() {
        raised.store(true, ordering: .sequentiallyConsistent)
    }
}

/// An `AsyncStream` of `Int` the test feeds by hand, which raises `terminated` when the
/// stream ends for any reason (its consumer's task was cancelled, or `finish()`).
struct DrivenStream: Sendable {
    let stream: AsyncStream<Int>
    let continuation: AsyncStream<Int>.Continuation
    let terminated = Flag()

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let terminated = self.terminated
        continuation.onTermination = { _ in terminated.raise() }
    }
}

/// An asynchronous sequence of `0..<count` that can be iterated any number of times and
/// records the priority of the task that iterates it.
struct Countdown: AsyncSequence, Sendable {
    let count: Int
    /// The priority of the iterating task at each `next()`, as text.
    let priorities = Log()

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 0
        let count: Int
        let countdown: Countdown

        mutating func next() async -> Int? {
            countdown.priorities.append("\(Task.currentPriority)")
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(count: count, countdown: self)
    }
}
