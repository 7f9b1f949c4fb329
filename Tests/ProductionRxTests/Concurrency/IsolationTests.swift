// Chapter 16 (Rx under Swift 6): a closure formed on the main actor and given to `map` after
// `observe(on:)` a background scheduler. Swift 6 takes it for a main-actor closure, because it
// is not `@Sendable`; ProductionRx, built in Swift 6 mode, runs it on the background thread
// without the run-time isolation check that traps in the same program against a library built
// in Swift 5 mode (SE-0423).
import Dispatch
import Foundation
import ProductionRx
import Testing

/// Whether the caller runs on the main thread or the main queue, which on Linux a test runner
/// may service from another thread.
private enum MainQueue {
    static let key: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }
}

/// Forms, on the main actor, a map that runs on a background queue, and subscribes to it. The
/// closure touches no main-actor state; it records each result and the thread it ran on in
/// `log`. `done` is signalled on completion.
@MainActor
private func addOneInTheBackground(_ values: [Int], log: ThreadLog, done: DispatchSemaphore) {
    _ = Observable.from(values)
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .map { value in
            log.record("\(value + 1) on \(MainQueue.isCurrent ? "main" : "background")")
            return value + 1
        }
        .subscribe(onCompleted: { done.signal() })
}

@Suite("Isolation: closures formed on the main actor", .leakChecked)
struct IsolationTests {
    @Test func aMapFormedOnTheMainActorRunsInTheBackgroundWithoutATrap() async {
        _ = MainQueue.key
        let log = ThreadLog()
        let done = DispatchSemaphore(value: 0)
        // Formed on the main actor, waited for off it: the test blocks no main-actor work.
        await addOneInTheBackground([1, 2, 3], log: log, done: done)
        #expect(done.wait(timeout: .now() + 5) == .success)
        #expect(log.seen == ["2 on background", "3 on background", "4 on background"])
    }
}
