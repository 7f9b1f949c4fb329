// `swift run contract`: the randomised operator contract over every operator of the one list
// (Tests/OperatorContract), with a fixed seed; `--seed N --operator NAME` replays one script and shrinks
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

// The run the command line asks for.
var arguments = Array(CommandLine.arguments.dropFirst())
var settings = ContractRun()
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
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
let run = settings
let style = Style.current
installCrashNote()
// On a thread with a large stack (a recursive operator shows as a deep stack, not a crash),
// while the main thread serves the main queue.
let thread = Thread {
    exit(
        run.run { line in
            switch line {
            case .kept(let text): print("\(style.pass) \(text)")
            case .broken(let text): print("\(style.fail) \(text)")
            case .progress(let text): print(style.dim(text))
            case .plain(let text): print(text)
            }
        })
}
thread.stackSize = 512 * 1024 * 1024
thread.start()
dispatchMain()
