// `swift run contract`: the randomised operator contract over every operator of the one list
// (Tools/Contract), with a fixed seed; `--seed N --operator NAME` replays one script and shrinks
// it; `--seconds S` runs new seeds until the time is up; `--soak` runs a representative chain
// and reports memory. CONTRIBUTING.md, "The operator contract"; chapter 8.
import Dispatch
import Foundation
import OperatorContract
import Toolkit

let command = Command(
    "contract",
    usage: """
        usage: swift run contract [options]

          (no option)        every operator, 48 scripts each from seed 1, and the stack runs
          --seed N           the scripts' seeds come from N (with --operator: replay the
                             script of seed N, as a failure prints it, and shrink it again)
          --operator NAME    only this operator: `map(_:)`, or `observe(on:) in
                             Traits/PrimitiveSequence+Operators.swift` where the name is shared
          --scripts N        scripts per operator (default 48)
          --seconds S        new seeds, round after round, until S seconds have passed
          --threads          only the threaded scripts (for ThreadSanitizer)
          --soak             with --seconds S: a representative chain, round after round,
                             and its memory every 10 s; fails if it grows after a warm-up
        """)

/// What the command line asked for.
struct Settings: Sendable {
    var contract = RandomContract()
    var seed: UInt64?
    var operatorName: String?
    var seconds: Double?
    var soak = false
    var operators = ContractedOperator.all
}

func parse(_ arguments: [String]) -> Settings {
    var arguments = arguments
    var settings = Settings()
    while let argument = arguments.first {
        arguments.removeFirst()
        switch argument {
        case "--help", "-h":
            print(command.usage)
            exit(0)
        case "--seed":
            guard let seed = UInt64(command.value(of: argument, from: &arguments)) else { command.usageError("--seed needs a number") }
            settings.seed = seed
        case "--operator":
            settings.operatorName = command.value(of: argument, from: &arguments)
        case "--scripts":
            guard let count = Int(command.value(of: argument, from: &arguments)), count > 0 else { command.usageError("--scripts needs a number") }
            settings.contract.scripts = count
        case "--seconds":
            guard let value = Double(command.value(of: argument, from: &arguments)), value > 0 else { command.usageError("--seconds needs a number") }
            settings.seconds = value
        case "--threads":
            settings.contract.kind = .threaded
        case "--soak":
            settings.soak = true
        default:
            command.usageError("unknown argument \(argument)")
        }
    }
    if let name = settings.operatorName {
        settings.operators = settings.operators.filter { $0.name == name || $0.description == name }
        if settings.operators.isEmpty { command.usageError("no operator in the contract's list is called \(name)") }
    }
    return settings
}

let settings = parse(Array(CommandLine.arguments.dropFirst()))

/// Everything the command does, on a thread with a large stack (a recursive operator shows
/// as a deep stack, not a crash), while the main thread serves the main queue.
func runCommand(_ settings: Settings) -> Int32 {
    let style = Style.current
    var contract = settings.contract
    let (seedGiven, operatorName, seconds, operators) = (settings.seed, settings.operatorName, settings.seconds, settings.operators)
    if settings.soak {
        return runSoak(seconds: seconds ?? 600)
    }
    let started = Date()
    if let seedGiven, operatorName != nil {
        var failed = false
        for entry in operators {
            if let failure = contract.replay(entry, seed: seedGiven) {
                failure.report.forEach { print($0) }
                failed = true
            } else {
                print("\(style.pass) \(entry): the script of seed \(seedGiven) keeps every property (\(contract.attempts * 5) runs on threads)")
            }
        }
        return failed ? 1 : 0
    }
    var tally = RandomContract.Tally()
    var failures = 0
    var round = 0
    repeat {
        if let seconds {
            contract.seed = seedGiven.map { $0 &+ UInt64(round) } ?? UInt64.random(in: 1...999_999_999)
            contract.scripts = min(contract.scripts, 16)
            print(style.dim("Round \(round + 1), seed \(contract.seed) (\(Int(Date().timeIntervalSince(started))) of \(Int(seconds)) s)"))
        } else {
            contract.seed = seedGiven ?? 1
        }
        for (index, entry) in operators.enumerated() {
            if let failure = contract.check(entry, tally: &tally) {
                failure.report.forEach { print($0) }
                failures += 1
            }
            if seconds == nil, (index + 1) % 30 == 0 || index + 1 == operators.count {
                print(style.dim("  \(index + 1) of \(operators.count) operators, \(Int(Date().timeIntervalSince(started))) s"))
            }
            if let seconds, Date().timeIntervalSince(started) > seconds { break }
        }
        round += 1
    } while seconds.map { Date().timeIntervalSince(started) < $0 } ?? false
    if contract.kind != .threaded && operatorName == nil {
        for source in LongSource.all {
            if let violation = source.check() {
                print("\(style.fail) \(violation)")
                failures += 1
            } else {
                print("\(style.pass) \(source.name): bounded stack")
            }
        }
    }
    RandomContract.matrix(tally, operators: operators.count).forEach { print($0) }
    let took = String(format: "%.1f", Date().timeIntervalSince(started))
    print(failures == 0 ? "\(style.pass) every property kept (\(took) s)" : "\(style.fail) \(failures) operator(s) broke a property (\(took) s)")
    return failures == 0 ? 0 : 1
}

/// The soak: prints each sample, then the verdict on growth after the warm-up (the first
/// tenth of the time, at least 30 s).
func runSoak(seconds: Double) -> Int32 {
    print("Soak: \(Int(seconds)) s of a representative chain, memory every 10 s")
    let samples = soak(seconds: seconds) { sample in
        print("  \(sample.second) s: \(sample.rounds) rounds, resident \(sample.resident / 1024) KiB, Resources.total \(sample.resources)")
    }
    let warmUp = max(30, seconds / 10)
    guard let base = samples.first(where: { Double($0.second) >= warmUp }), let last = samples.last, last.second > base.second else {
        print("The soak was too short to judge growth after a warm-up of \(Int(warmUp)) s.")
        return 1
    }
    let after = samples.filter { $0.second >= base.second }
    let residentGrowth = (after.map(\.resident).max() ?? 0) - base.resident
    let resourcesGrowth = (after.map(\.resources).max() ?? 0) - base.resources
    print("After the warm-up (\(base.second) s): resident memory grew by \(residentGrowth / 1024) KiB at most, Resources.total by \(resourcesGrowth).")
    // The allocator may keep a few pages more; a leak grows with every round.
    let grew = resourcesGrowth > 0 || residentGrowth > 1024 * 1024
    print(grew ? "\(Style.current.fail) it grew" : "\(Style.current.pass) no growth after the warm-up")
    return grew ? 1 : 0
}

/// Prints what was running when the process crashes (a failed precondition, a bad access) or
/// hangs, with the command that replays it.
func installCrashNote() {
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

let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT]
/// What each signal did before (Swift's backtracer, usually), to hand the signal on to.
nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
    actions.initialize(repeating: sigaction(), count: 64)
    return actions
}()

/// The signal handler: writes the note, then hands the signal to what handled it before.
func crashed(_ signal: Int32) {
    let note = CrashNote.shared.text
    write(STDERR_FILENO, note, strlen(note))
    sigaction(signal, previousActions + Int(signal), nil)
    raise(signal)
}

installCrashNote()
let thread = Thread {
    exit(runCommand(settings))
}
thread.stackSize = 512 * 1024 * 1024
thread.start()
dispatchMain()
