// The checks of exercise 16.1, sendable (chapter 16): a Tally shared between threads, tasks and
// an actor loses no record, in every order their steps can take, and under ThreadSanitizer.
import Dispatch
import ExerciseCheckSupport
import ExerciseKit
import Foundation
import Synchronization

// The checks watch every lock and atomic value the file uses, so that they can try every
// order in which two threads' steps can follow one another: these names stand in for
// Foundation's and Synchronization's, and behave the same (Checks/Support/Watched.swift).
typealias NSLock = WatchedLock
typealias NSRecursiveLock = WatchedRecursiveLock
typealias Mutex<Value> = WatchedMutex<Value>
typealias Atomic<Value: AtomicRepresentable> = WatchedAtomic<Value>

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("counts what one thread records, by name and in total") {
        let tally = Tally()
        tally.record("tap")
        tally.record("error")
        tally.record("tap")
        expect(tally.count(of: "tap"), equals: 2, "count(of: \"tap\") after tap, error, tap")
        expect(tally.count(of: "error"), equals: 1, "count(of: \"error\") after tap, error, tap")
        expect(tally.count(of: "scroll"), equals: 0, "count(of: \"scroll\"), never recorded")
        expect(tally.total, equals: 3, "total after tap, error, tap")
    },
    Check("every record takes one lock shared by all of them, not a new lock each time") {
        // A lock keeps a thread out only if the other thread takes the same one. (An answer
        // built on a queue or on atomic values takes no lock: nothing to compare.)
        let tally = Tally()
        let taken = LockTracking.taken(byEach: [{ tally.record("tap") }, { tally.record("tap") }])
        expect(
            taken[0].isEmpty || !taken[0].isDisjoint(with: taken[1]),
            "the two calls of record(\"tap\") on one Tally took a lock in common (they took \(taken[0].count) and \(taken[1].count), none the same)")
    },
    Check("loses no record, whatever order the steps of two threads take") {
        let exploration = explore {
            let tally = Tally()
            return (
                threads: [
                    ExploredThread("record(tap) 1") { tally.record("tap") },
                    ExploredThread("record(tap) 2") { tally.record("tap") },
                ],
                verify: {
                    let (count, total) = (tally.count(of: "tap"), tally.total)
                    return count == 2 && total == 2 ? nil : "count(of: \"tap\") is \(count) and total is \(total)"
                }
            )
        }
        expectEveryOrder(exploration, "record(\"tap\") on two threads", right: "count(of: \"tap\") and total are both 2")
    },
    Check("total never trails or runs ahead of the counts, whatever order the steps take") {
        // A count and the total come from one state of the tally: a reader that reads the count,
        // the total, then the count again, while another thread records, finds the total
        // between its two readings of the count. A total kept apart (a second lock, an atomic)
        // and updated after or before the counts is caught in the moment between the two updates.
        let exploration = explore {
            let tally = Tally()
            tally.record("tap")
            var seen: [Int] = []
            return (
                threads: [
                    ExploredThread("record(tap)") { tally.record("tap") },
                    ExploredThread("count, total, count") { seen = [tally.count(of: "tap"), tally.total, tally.count(of: "tap")] },
                ],
                verify: {
                    guard seen.count == 3 else { return "the reader did not finish" }
                    if seen[0] <= seen[1], seen[1] <= seen[2] { return nil }
                    return "the reader saw count(of: \"tap\") \(seen[0]), then total \(seen[1]), then count(of: \"tap\") \(seen[2])"
                }
            )
        }
        expectEveryOrder(
            exploration, "record(\"tap\") on one thread while another reads count, total and count again",
            right: "with only taps recorded, the total is never below the count read before it nor above the count read after it")
    },
    Check("two threads record at once, and share nothing without a lock") {
        // Real threads, under ThreadSanitizer: it reports, in the first round, any variable
        // both threads touch with no lock between them, whether or not it did harm that time.
        let rounds = underThreadSanitizer ? 100 : 2_000
        var tallies: [Tally] = []
        race(rounds: rounds) { _ in
            let tally = Tally()
            tallies.append(tally)
            return (first: { tally.record("tap") }, second: { tally.record("error") })
        }
        let wrong = tallies.filter { $0.count(of: "tap") != 1 || $0.count(of: "error") != 1 || $0.total != 2 }.count
        expect(wrong, equals: 0, "rounds out of \(rounds) that lost a record")
    },
    Check("one thread reads while another records, and they share nothing without a lock") {
        let rounds = underThreadSanitizer ? 100 : 2_000
        var tallies: [Tally] = []
        let readings = Synchronization.Mutex<[Int]>([])
        race(rounds: rounds) { _ in
            let tally = Tally()
            tally.record("tap")
            tallies.append(tally)
            return (
                first: { tally.record("tap") },
                second: {
                    let seen = tally.count(of: "tap") + tally.total
                    readings.withLock { $0.append(seen) }
                }
            )
        }
        let impossible = readings.withLock { $0 }.filter { ![2, 3, 4].contains($0) }.count
        expect(impossible, equals: 0, "readings out of \(rounds) that were neither before, between nor after the record")
        expect(tallies.filter { $0.count(of: "tap") != 2 }.count, equals: 0, "rounds out of \(rounds) that lost a record")
    },
    Check("crosses into tasks and an actor, which record and read it") {
        let tally = Tally()
        let total = try waitFor {
            await withTaskGroup(of: Void.self) { group in
                for name in ["tap", "error", "tap", "scroll"] {
                    group.addTask { for _ in 0..<50 { tally.record(name) } }
                }
            }
            return await TallyReader().read(tally)
        }
        expect(total, equals: [100, 50, 50, 200], "taps, errors, scrolls and total, read by an actor after four tasks recorded 50 each")
    },
]

/// An actor that reads a tally handed to it.
private actor TallyReader {
    func read(_ tally: Tally) -> [Int] {
        [tally.count(of: "tap"), tally.count(of: "error"), tally.count(of: "scroll"), tally.total]
    }
}
