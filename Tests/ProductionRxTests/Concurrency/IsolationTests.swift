// Chapter 16 (Rx under Swift 6): a closure formed on the main actor and given to `map` after
// `observe(on:)` a background scheduler. Swift 6 takes it for a main-actor closure, because it
// is not `@Sendable`; ProductionRx, built in Swift 6 mode, runs it on the background thread
// without the run-time isolation check that traps in the same program against a library built
// in Swift 5 mode.
import Dispatch
import Foundation
import ProductionRx
import ProductionRxBlocking
import Testing

/// Where each element was mapped: "main" or "background".
private final class MapThreads: Sendable {
    private let log = ThreadLog()
    func record() { log.record(Thread.isMainThread ? "main" : "background") }
    var seen: [String] { log.seen }
}

/// Forms, on the main actor, a map that runs on a background queue. The closure touches no
/// main-actor state; it only records the thread it runs on.
@MainActor
private func addOneInTheBackground(_ values: [Int], threads: MapThreads) -> Observable<Int> {
    Observable.from(values)
        .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .map { value in
            threads.record()
            return value + 1
        }
}

@Suite("Isolation: closures formed on the main actor", .leakChecked)
@MainActor
struct IsolationTests {
    @Test func aMapFormedOnTheMainActorRunsInTheBackgroundWithoutATrap() throws {
        let threads = MapThreads()
        let values = try addOneInTheBackground([1, 2, 3], threads: threads).toBlocking(timeout: 5).toArray()
        #expect(values == [2, 3, 4])
        #expect(threads.seen == ["background", "background", "background"])
    }
}
