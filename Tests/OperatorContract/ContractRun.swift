// What `swift run contract` does once its arguments are read: the rounds of the randomised
// contract, a replay of one script, or the soak; and the note it leaves when the process
// crashes or hangs. The command (Tools/Commands/contract) only parses its arguments. Chapter 8.
import Foundation
import ProductionRx

/// One run of the contract, as its command line asked for it.
package struct ContractRun: Sendable {
    /// The contract, with its scripts per operator and the kind of scripts.
    package var contract = RandomContract()
    /// The seed given (`--seed`); with an operator, the one script to replay.
    package var seed: UInt64?
    /// The operator asked for (`--operator`), by name or by `name in file`.
    package var operatorName: String?
    /// How long to run new seeds, round after round (`--seconds`).
    package var seconds: Double?
    /// Whether to run the soak instead (`--soak`).
    package var soak = false
    /// The operators to run: every entry of the list, or the one asked for.
    package var operators = ContractedOperator.all

    /// A run of every operator, 48 scripts each from seed 1.
    package init() {}

    /// A line of the run's report, by what it says.
    package enum Line {
        /// A property kept.
        case kept(String)
        /// A property broken.
        case broken(String)
        /// Progress, said quietly.
        case progress(String)
        /// Anything else, as it is.
        case plain(String)
    }

    /// Runs it, reporting through `say`; returns the exit status.
    package func run(_ say: (Line) -> Void) -> Int32 {
        if soak { return runSoak(seconds: seconds ?? 600, say) }
        var contract = contract
        let started = Date()
        func elapsed() -> Double { Date().timeIntervalSince(started) }
        if let seed, operatorName != nil {
            var failed = false
            for entry in operators {
                if let failure = contract.replay(entry, seed: seed) {
                    failure.report.forEach { say(.plain($0)) }
                    failed = true
                } else {
                    say(.kept("\(entry): the script of seed \(seed) keeps every property (\(contract.attempts * 5) runs on threads)"))
                }
            }
            return failed ? 1 : 0
        }
        var tally = RandomContract.Tally()
        var failures = 0
        var round = 0
        repeat {
            if let seconds {
                contract.seed = seed.map { $0 &+ UInt64(round) } ?? UInt64.random(in: 1...999_999_999)
                contract.scripts = min(contract.scripts, 16)
                say(.progress("Round \(round + 1), seed \(contract.seed) (\(Int(elapsed())) of \(Int(seconds)) s)"))
            } else {
                contract.seed = seed ?? 1
            }
            for (index, entry) in operators.enumerated() {
                if let failure = contract.check(entry, tally: &tally) {
                    failure.report.forEach { say(.plain($0)) }
                    failures += 1
                }
                if seconds == nil, (index + 1) % 30 == 0 || index + 1 == operators.count {
                    say(.progress("  \(index + 1) of \(operators.count) operators, \(Int(elapsed())) s"))
                }
                if let seconds, elapsed() > seconds { break }
            }
            round += 1
        } while seconds.map { elapsed() < $0 } ?? false
        if contract.kind != .threaded && operatorName == nil {
            for source in LongSource.all {
                if let violation = source.check() {
                    say(.broken("\(violation)"))
                    failures += 1
                } else {
                    say(.kept("\(source.name): bounded stack"))
                }
            }
        }
        RandomContract.matrix(tally, operators: operators.count).forEach { say(.plain($0)) }
        let took = String(format: "%.1f", elapsed())
        say(failures == 0 ? .kept("every property kept (\(took) s)") : .broken("\(failures) operator(s) broke a property (\(took) s)"))
        return failures == 0 ? 0 : 1
    }

    /// The soak: each sample, then the verdict on growth after the warm-up (the first tenth of
    /// the time, at least 30 s).
    private func runSoak(seconds: Double, _ say: (Line) -> Void) -> Int32 {
        say(.plain("Soak: \(Int(seconds)) s of a representative chain, memory every 10 s"))
        let samples = OperatorContract.soak(seconds: seconds) { sample in
            say(.plain("  \(sample.second) s: \(sample.rounds) rounds, resident \(sample.resident / 1024) KiB, Resources.total \(sample.resources)"))
        }
        let warmUp = max(30, seconds / 10)
        guard let base = samples.first(where: { Double($0.second) >= warmUp }), let last = samples.last, last.second > base.second else {
            say(.plain("The soak was too short to judge growth after a warm-up of \(Int(warmUp)) s."))
            return 1
        }
        let after = samples.filter { $0.second >= base.second }
        let residentGrowth = (after.map(\.resident).max() ?? 0) - base.resident
        let resourcesGrowth = (after.map(\.resources).max() ?? 0) - base.resources
        say(
            .plain("After the warm-up (\(base.second) s): resident memory grew by \(residentGrowth / 1024) KiB at most, Resources.total by \(resourcesGrowth).")
        )
        // The allocator may keep a few pages more; a leak grows with every round.
        let grew = resourcesGrowth > 0 || residentGrowth > 1024 * 1024
        say(grew ? .broken("it grew") : .kept("no growth after the warm-up"))
        return grew ? 1 : 0
    }
}

/// Prints what was running when the process crashes (a failed precondition, a bad access) or
/// hangs, with the command that replays it.
package func installCrashNote() {
    for signal in crashSignals {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = crashed
        #else
        action.__sigaction_u.__sa_handler = crashed
        #endif
        sigaction(signal, &action, previousActions + Int(signal))
    }
    Thread.detachNewThread {
        while true {
            sleep(10)
            if CrashNote.shared.secondsSinceUpdate > 300 {
                let note = CrashNote.shared.text
                write(STDERR_FILENO, note, strlen(note))
                let hung = "It has been running that one script for five minutes: it hangs.\n"
                write(STDERR_FILENO, hung, strlen(hung))
                _exit(3)
            }
        }
    }
}

private let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT]
/// What each signal did before (Swift's backtracer, usually), to hand the signal on to.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    actions.initialize(repeating: sigaction(), count: 64)
    return actions
}()

/// The signal handler: writes the note, then hands the signal to what handled it before.
private func crashed(_ signal: Int32) {
    let note = CrashNote.shared.text
    write(STDERR_FILENO, note, strlen(note))
    sigaction(signal, previousActions + Int(signal), nil)
    raise(signal)
}
