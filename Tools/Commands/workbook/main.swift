// `swift run workbook`: checks the learner's own NaiveRx and ProductionRx, step by step,
// against the repository's tests. How to use it: Exercises/Workbook/README.md.
import Foundation
import Toolkit
import WorkbookCatalogue
import WorkbookRunner

let command = Command(
    "workbook",
    usage: """
        usage: swift run workbook [step …] [options]

          step              a step's number (6) or name (sink-disposer); with none, every step
                            you have started
          --all             check every step, the ones you have not started too
          --reference S     use the reference in Sources/ instead of your file for step S
                            (a number, a list such as 3,4, a range such as 1-5, or all)
          --status          list the steps: which you started, how their last check went, what
                            comes next (builds nothing)
          --list            list the steps, their files and the sections that explain them
          --verbose         explain every failing test, not only the first six
          --timeout S       stop a test that runs longer than S seconds (default 20; four times as
                            long under ThreadSanitizer, which makes code several times slower)
          --thread-sanitizer, --no-thread-sanitizer
                            build with ThreadSanitizer, or without it; by default it is on when
                            your code of a step about threads (7, 10, 12, 13) is checked
          --sync            bring your step files up to date with Sources/ outside the regions
                            you write, keeping your code (after a git pull); writes missing files
          --reset S         put step S's files back as they were handed out (yours are saved
                            under .build/workbook/saved/)
          --help            show this help
        """)

/// The steps `text` names: `6`, `sink-disposer`, `3,4`, `1-5` or `all`.
func steps(named text: String) -> [Step] {
    if text == "all" { return Workbook.steps }
    return text.split(separator: ",").flatMap { part -> [Step] in
        let bounds = part.split(separator: "-", maxSplits: 1).compactMap { Int($0) }
        let found = bounds.count == 2 ? Workbook.steps.filter { bounds[0] <= $0.number && $0.number <= bounds[1] } : Workbook.step(String(part)).map { [$0] }
        guard let found, !found.isEmpty else { command.usageError("no step is called \(part); `swift run workbook --list` shows them") }
        return found
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
var check = WorkbookCheck()
var mode = "check"
var resetSteps: [Step] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--all": check.all = true
    case "--reference": check.reference.formUnion(steps(named: command.value(of: argument, from: &arguments)).map(\.number))
    case "--status", "--list", "--sync": mode = argument
    case "--verbose": check.verbose = true
    case "--thread-sanitizer", "--no-thread-sanitizer": check.threadSanitizer = argument == "--thread-sanitizer"
    case "--reset":
        mode = argument
        resetSteps = steps(named: command.value(of: argument, from: &arguments))
    case "--timeout": check.timeout = command.seconds(of: argument, from: &arguments)
    default:
        if argument.hasPrefix("-") { command.usageError("unknown option \(argument)") }
        check.named += steps(named: argument)
    }
}

let repository = command.repository()
switch mode {
case "--list": printList()
case "--status": printStatus(repository: repository)
case "--sync":
    let result = syncStepFiles(in: repository, keepingRegions: true)
    result.changed.forEach { print($0) }
    result.problems.forEach { print("workbook: \($0)") }
    exit(result.problems.isEmpty ? 0 : 1)
case "--reset": exit(reset(resetSteps, repository: repository) ? 0 : 1)
default: exit(run(check, in: repository))
}
