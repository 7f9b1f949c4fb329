// The randomised operator contract inside `swift test`: every operator of the one list, a few
// scripts each from a fixed seed, judged against every property (Tests/OperatorContract); a failure
// names the property and prints the smallest case as marble lines, with the command that
// replays it. `swift run contract` runs many more, on request; the workbook judges the library
// pieces a learner writes with this suite too, five times as long (`RX_CONTRACT_SCALE`).
// Chapter 8, "Property-based testing: the operator contract".
import Foundation
import OperatorContract
import Testing

@Suite("Operator contract with random sources", .leakChecked)
struct RandomContractTests {
    /// How many times the default number of scripts to run: 1 in `swift test`.
    private static let scale = ProcessInfo.processInfo.environment["RX_CONTRACT_SCALE"].flatMap { Int($0) } ?? 1

    /// Failures recorded before a test stops: a broken `Sink` breaks every operator, and the
    /// first few reports say all there is to say (each one shrinks for up to two seconds).
    private static let failuresShown = 3

    /// Runs `scripts` scripts of `kind` per operator of `entries`, and records each failure.
    private func check(_ entries: [ContractedOperator], _ kind: RandomContract.Kind, scripts: Int) {
        var contract = RandomContract()
        contract.scripts = scripts * Self.scale
        contract.kind = kind
        contract.stack = false
        contract.shrinkSeconds = 2
        var tally = RandomContract.Tally()
        var failures = 0
        for entry in entries {
            if let failure = contract.check(entry, tally: &tally) {
                Issue.record(Comment(rawValue: failure.report.joined(separator: "\n")))
                failures += 1
                if failures == Self.failuresShown {
                    Issue.record("Stopped after \(failures) operators broke a property; `swift run contract` runs them all.")
                    return
                }
            }
        }
    }

    /// Random sources in virtual time, on one thread: hot and cold, breaking the grammar on
    /// purpose, sending on after dispose, an observer sending back into its source.
    @Test func everyOperatorKeepsTheContractInVirtualTime() {
        check(ContractedOperator.all, .synchronous, scripts: 8)
    }

    /// Random sources on queues: sends, subscriptions and disposals on several threads,
    /// some started at the same instant.
    @Test func everyOperatorKeepsTheContractOnThreads() {
        check(ContractedOperator.all, .threaded, scripts: 8)
    }

    /// More threaded scripts for the operators of `MergeSink` (merge, flatMap, concatMap…),
    /// where several sources meet one lock.
    @Test func mergeSinkKeepsTheContractOnThreads() {
        check(ContractedOperator.all.filter { $0.file == "Observables/Merge.swift" }, .threaded, scripts: 100)
    }

    /// A long synchronous source does not make the stack grow with its length through the
    /// operators that move from source to source, and 20,000 elements go through concat,
    /// retry, repeatElement and concatMap.
    @Test func longSourcesKeepTheStackBounded() {
        var contract = RandomContract()
        contract.scripts = 0
        var tally = RandomContract.Tally()
        for entry in ContractedOperator.all where ["concat", "retry", "concatMap", "flatMap", "merge", "catch"].contains(entry.functionName) {
            if let failure = contract.check(entry, tally: &tally) {
                Issue.record(Comment(rawValue: failure.report.joined(separator: "\n")))
            }
        }
        for source in LongSource.all {
            if let violation = source.check(count: 20_000) {
                Issue.record(Comment(rawValue: "\(violation)"))
            }
        }
    }
}
