// The randomised operator contract, run over every entry of the one list: for each operator,
// scripts from seeds (synchronous in virtual time, and on queues where that applies), each
// judged against every property, the first failure shrunk and reported with the command that
// replays it; then the bounded-stack runs. `swift run contract` and the RandomContractTests
// suite come here. Chapter 8, "Property-based testing".
import Foundation
import ProductionRx
import Synchronization

/// A run of the randomised contract.
package struct RandomContract: Sendable {
    /// The seed every script's seed is made from.
    package var seed: UInt64 = 1
    /// Scripts per operator.
    package var scripts = 48
    /// Which scripts to run.
    package enum Kind: Sendable {
        /// Every script the seeds make.
        case all
        /// Only those in virtual time, on one thread.
        case synchronous
        /// Only those on queues (for ThreadSanitizer); an operator that may not run on
        /// threads runs none.
        case threaded
    }

    /// Which scripts to run: the seeds make both kinds, and the others are skipped, so that
    /// a seed replays the same script whatever the kind.
    package var kind = Kind.all
    /// Run the same synchronous script twice, to check determinism, for one script in this many.
    package var determinismEvery = 3
    /// The bounded-stack runs.
    package var stack = true
    /// Seconds shrinking a failure may take.
    package var shrinkSeconds = 20.0
    /// Runs of a threaded script before it is believed to pass, when replaying or shrinking.
    package var attempts = 40

    package init() {}

    /// What was run, for the report's matrix: per property, how many operators and scripts.
    package struct Tally: Sendable {
        /// Operators each property was checked on.
        package var operators: [Property: Int] = [:]
        /// Scripts each property judged.
        package var scripts: [Property: Int] = [:]
        /// Operators set aside from the threaded scripts, with the reason.
        package var notOnThreads: [String: [String]] = [:]
        /// Operators that hand their subscriber to a source, set aside from the sources that
        /// break the grammar.
        package var handOnTheObserver: [String] = []
        /// Synchronous and threaded scripts run.
        package var synchronous = 0
        package var threaded = 0

        package init() {}

        mutating func add(_ other: Tally) {
            operators.merge(other.operators, uniquingKeysWith: +)
            scripts.merge(other.scripts, uniquingKeysWith: +)
            notOnThreads.merge(other.notOnThreads) { $0 + $1 }
            handOnTheObserver += other.handOnTheObserver
            synchronous += other.synchronous
            threaded += other.threaded
        }
    }

    /// What the contract learns from a first run of `entry` (which also warms up the
    /// library's lazily made objects before any leak is counted).
    package static func traits(of entry: ContractedOperator) -> OperatorTraits {
        var script = SourceScript(seed: 0, threads: false, errors: false)
        script.sources = [SourcePlan.byHand, .byHand]
        script.steps = [.subscribe(0, .driver), .send(0, .next(1), .driver), .send(1, .next(1), .driver), .send(0, .completed, .driver)]
        script.reentrancy = nil
        let outcome = perform(script, on: entry)
        _ = perform(script, on: entry)
        return OperatorTraits(
            usesTheClock: outcome.usedTheClock, handsOnItsObserver: outcome.handsOnItsObserver, isUnit: entry.isUnit || entry.onMainQueue,
            sourcesMayNotFail: entry.onError == .fatal)
    }

    /// Checks `entry` with `count` scripts from `seed` (script `index` of the operator gets
    /// `SeededGenerator.seed(seed, entry.description, index)`), and the stack runs; returns the
    /// first failure, shrunk, if any.
    package func check(_ entry: ContractedOperator, from first: Int = 0, count: Int? = nil, tally: inout Tally) -> Failure? {
        let traits = Self.traits(of: entry)
        var local = Tally()
        if let why = traits.whyNotOnThreads { local.notOnThreads[why] = [entry.description] }
        if traits.handsOnItsObserver { local.handOnTheObserver = [entry.description] }
        defer { tally.add(local) }
        var failure: Failure?
        for index in first..<(first + (count ?? scripts)) {
            let scriptSeed = SeededGenerator.seed(seed, entry.description, index)
            let script = SourceScript(seed: scriptSeed, threads: traits.runsOnThreads, errors: !traits.sourcesMayNotFail)
            if (kind == .threaded && !script.threaded) || (kind == .synchronous && script.threaded) { continue }
            CrashNote.shared.set(entry: entry, seed: scriptSeed)
            let checkDeterminism = !script.threaded && index % determinismEvery == 0
            local.count(script, determinism: checkDeterminism)
            let outcome = perform(script, on: entry)
            var violations = outcome.violations(traits)
            if violations.isEmpty && checkDeterminism {
                violations = determinism(script, entry, outcome)
            }
            if let violation = violations.first {
                failure = reproduce(entry, script, traits, (outcome, violation))
                break
            }
        }
        if failure == nil && stack && kind != .threaded {
            CrashNote.shared.set(entry: entry, seed: nil)
            local.operators[.boundedStack, default: 0] += 1
            local.scripts[.boundedStack, default: 0] += 2
            if let violation = stackViolation(entry, traits) {
                var script = SourceScript(seed: 0, threads: false, errors: false)
                script.steps = [.subscribe(0, .driver)]
                let nothing = Outcome(observers: [], sources: [], handsOnItsObserver: false, usedTheClock: false)
                failure = Failure(entry: entry, original: script, smallest: script, outcome: nothing, violation: violation)
            }
        }
        for property in Property.allCases where property != .boundedStack && local.scripts[property, default: 0] > 0 {
            local.operators[property] = 1
        }
        return failure
    }

    /// Replays the script `seed` makes for `entry` (on threads, until it breaks a property or
    /// `attempts` runs pass) and returns the failure, shrunk.
    package func replay(_ entry: ContractedOperator, seed scriptSeed: UInt64) -> Failure? {
        let traits = Self.traits(of: entry)
        let script = SourceScript(seed: scriptSeed, threads: traits.runsOnThreads, errors: !traits.sourcesMayNotFail)
        CrashNote.shared.set(entry: entry, seed: scriptSeed)
        guard let found = firstViolation(script, entry, traits, of: nil, attempts: attempts * 5) else { return nil }
        return reproduce(entry, script, traits, (found.0, found.1))
    }

    private func reproduce(_ entry: ContractedOperator, _ script: SourceScript, _ traits: OperatorTraits, _ found: (Outcome, Violation)) -> Failure {
        let (smallest, outcome, violation) = shrink(script, entry, traits, found, seconds: shrinkSeconds)
        var failure = Failure(entry: entry, original: script, smallest: smallest, outcome: outcome, violation: violation)
        if smallest.threaded, let again = firstViolation(smallest, entry, traits, of: violation.property, attempts: 20) {
            failure.seen = (again.seen, again.runs)
        }
        return failure
    }

    /// The matrix: per property, the operators and scripts it was checked on, and what was set
    /// aside and why.
    package static func matrix(_ tally: Tally, operators: Int) -> [String] {
        var lines = ["Properties × operators (\(operators) operators; \(tally.synchronous) synchronous and \(tally.threaded) threaded scripts):"]
        for property in Property.allCases {
            let count = tally.operators[property, default: 0]
            let scripts = tally.scripts[property, default: 0]
            lines.append("  \(String(count).leftPadded(4)) operators, \(String(scripts).leftPadded(6)) runs  \(property)")
        }
        lines.append("Set aside:")
        for (why, names) in tally.notOnThreads.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(names.count) operators not on threads: \(why)")
        }
        if !tally.handOnTheObserver.isEmpty {
            lines.append(
                "  \(tally.handOnTheObserver.count) operators hand their subscriber straight to a source (they return it, or subscribe their observer to it),"
                    + " so a source that breaks the grammar on purpose says nothing about them; their grammar and dispose are judged with"
                    + " well-behaved sources only: " + tally.handOnTheObserver.joined(separator: ", "))
        }
        #if !TRACE_RESOURCES
        lines.append("  leaks are not counted: this build has no Resources.total (build in debug)")
        #endif
        return lines
    }
}

extension RandomContract.Tally {
    /// Counts one script against the properties it judges.
    mutating func count(_ script: SourceScript, determinism: Bool) {
        var properties: [Property] = [.grammar, .breachNotPassedOn, .nothingAfterDispose, .disposalReachesUpstream, .noLeaks]
        if script.threaded {
            threaded += 1
            properties.append(.noConcurrentCalls)
        } else {
            synchronous += 1
        }
        if determinism { properties.append(.deterministic) }
        for property in properties {
            scripts[property, default: 0] += 1
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

/// What the process was doing, for a crash or a hang to print: the operator and the command
/// that replays the script. Kept in memory a signal handler may read.
package final class CrashNote: @unchecked Sendable {
    // @unchecked Sendable: written by the one thread running the contract, read by a signal
    // handler or the watchdog only to print it.
    /// The one note.
    package static let shared = CrashNote()
    /// The text, NUL-terminated.
    package let text = UnsafeMutablePointer<CChar>.allocate(capacity: 1_024)
    private let lastUpdate = Atomic<Int>(0)

    private init() {
        text[0] = 0
    }

    /// Notes that `entry` is being run with the script of `seed` (the stack runs when `nil`).
    func set(entry: ContractedOperator, seed: UInt64?) {
        let unique = ContractedOperator.all.filter { $0.name == entry.name }.count == 1
        let name = unique ? entry.name : entry.description
        let note =
            seed.map {
                "\nThe contract stopped while running \(entry.description), the script of seed \($0): "
                    + "swift run contract --seed \($0) --operator '\(name)'\n"
            }
            ?? "\nThe contract stopped while running the long sources through \(entry.description).\n"
        _ = note.withCString { strncpy(text, $0, 1_023) }
        text[1_023] = 0
        lastUpdate.store(Int(Date().timeIntervalSince1970), ordering: .relaxed)
    }

    /// Seconds since the last note; 0 before the first (the soak writes none).
    package var secondsSinceUpdate: Int {
        let last = lastUpdate.load(ordering: .relaxed)
        return last == 0 ? 0 : Int(Date().timeIntervalSince1970) - last
    }
}
