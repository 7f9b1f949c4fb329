// `swift run proofs`: what CI proves about the exercises and the workbook, apart from the
// learner's commands. Exercises/README.md and Exercises/Workbook/README.md, "For contributors".
import ExerciseCatalog
import ExerciseRunner
import Foundation
import Toolkit
import WorkbookCatalogue
import WorkbookRunner

let command = Command(
    "proofs",
    usage: """
        usage: swift run proofs PROOF [exercise …] [--thread-sanitizer] [--race-runs R]

          --thread-sanitizer  build every exercise with ThreadSanitizer (those about threads
                            always are)

          starters          every starter fails its checks cleanly (it compiles, no crash, no hang)
          solutions         every reference solution passes its checks
          mistakes [N]      mistake set N (each exercise's Nth mistake), or every set, one
                            build each: each mistake fails the check its file names; a mistake
                            of an exercise about threads fails it in each of --race-runs R
                            runs (default 10)
          use ID=FILE       check FILE in place of exercise ID's file, and report it
          isolation         a starter that does not compile fails alone, with its first error
          workbook          every untouched workbook step fails its tests; the real sources pass
                            them; every mistake in Exercises/Workbook/Mistakes fails its step
        """)

var arguments = Array(CommandLine.arguments.dropFirst())
guard let proof = arguments.first, !proof.hasPrefix("-") else { command.usageError("name a proof") }
arguments.removeFirst()
let threadSanitizer = arguments.contains("--thread-sanitizer")
arguments.removeAll { $0 == "--thread-sanitizer" }
var raceRuns = 10
if let option = arguments.firstIndex(of: "--race-runs") {
    guard option + 1 < arguments.count, let runs = Int(arguments[option + 1]), runs >= 1 else { command.usageError("--race-runs needs a number of runs") }
    raceRuns = runs
    arguments.removeSubrange(option...(option + 1))
}
let set = proof == "mistakes" ? arguments.first.flatMap(Int.init) : nil
if set != nil { arguments.removeFirst() }
var substitutions: [String: String] = [:]
if proof == "use" {
    guard let value = arguments.first, let equals = value.firstIndex(of: "=") else { command.usageError("use needs ID=FILE") }
    substitutions[String(value[..<equals])] = String(value[value.index(after: equals)...])
    arguments.removeFirst()
}
let repository = command.repository()
let selected = select(arguments, command: command)
let session = Session(command, repository: repository, threadSanitizer: threadSanitizer, remembers: false)
switch proof {
case "starters": exit(session.expect(.fail, of: selected) { $0.starter })
case "solutions": exit(session.expect(.pass, of: selected) { $0.solution })
case "mistakes": exit(session.checkMistakes(set: set, of: selected, raceRuns: raceRuns))
case "isolation": exit(session.proveIsolation())
case "use":
    let results = session.check(selected.map { (exercise: $0, file: substitutions[$0.id] ?? $0.starter) })
    for result in results { print(report(result, style: .current) + "\n") }
    print("\(results.filter(\.passed).count) passed, \(results.filter { !$0.passed }.count) failed")
    exit(results.allSatisfy(\.passed) ? 0 : 1)
case "workbook":
    var check = WorkbookCheck()
    check.all = true
    check.threadSanitizer = threadSanitizer
    // One build serves both runs where the regions allow: the untouched regions behind a
    // switch, beside the reference and the mistakes (WorkbookCheck.learnerBehindSwitch).
    check.learnerBehindSwitch = true
    do {
        check.mistakes = try stepMistakes(in: repository)
    } catch {
        print("proofs: \(error)")
        exit(1)
    }
    check.expectation = .fail
    let untouched = run(check, in: repository)
    check.reference = Set(Workbook.steps.map(\.number))
    check.expectation = .pass
    exit(untouched == 0 && run(check, in: repository) == 0 ? 0 : 1)
default: command.usageError("no proof is called \(proof)")
}
