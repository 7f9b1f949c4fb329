// `swift run workbook`: checks the learner's own NaiveRx and ProductionRx, step by step,
// against the repository's tests. How to use it: Exercises/Workbook/README.md.
import Foundation
import WorkbookCatalogue

let usage = """
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
      --timeout S       stop a test that runs longer than S seconds (default 20)
      --sync            bring your step files up to date with Sources/ outside the regions
                        you write, keeping your code (after a git pull); writes missing files
      --reset S         put step S's files back as they were handed out (yours are saved
                        under .build/workbook/saved/)
      --expect pass     succeed only if every checked step passes (CI, with --reference all)
      --expect fail     succeed only if every checked step fails its tests (CI, untouched)
      --help            show this help
    """

/// Stops with `message` and exit status 2 (a usage error).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Stops with `message` and exit status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("workbook: \(message)\n".utf8))
    exit(1)
}

/// The steps `text` names: `6`, `sink-disposer`, `3,4`, `1-5` or `all`.
func steps(named text: String) -> [Step] {
    if text == "all" { return Workbook.steps }
    var found: [Step] = []
    for part in text.split(separator: ",") {
        let bounds = part.split(separator: "-", maxSplits: 1).map(String.init)
        if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high {
            let range = Workbook.steps.filter { (low...high).contains($0.number) }
            if range.isEmpty { usageError("no step is numbered \(part)") }
            found += range
        } else if let step = Workbook.step(String(part)) {
            found.append(step)
        } else {
            usageError("no step is called \(part); `swift run workbook --list` shows them")
        }
    }
    return found
}

enum Expectation: String {
    case pass, fail
}

enum Mode {
    case check, status, list, sync
    case reset([Step])
}

var arguments = Array(CommandLine.arguments.dropFirst())
var mode = Mode.check
var named: [Step] = []
var checkAll = false
var reference: Set<Int> = []
var verbose = false
var timeout: TimeInterval = 20
var expectation: Expectation?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty, !arguments[0].hasPrefix("--") else { usageError("\(argument) needs a value") }
        return arguments.removeFirst()
    }
    switch argument {
    case "--help", "-h":
        say(usage)
        exit(0)
    case "--all": checkAll = true
    case "--reference": reference.formUnion(steps(named: value()).map(\.number))
    case "--status": mode = .status
    case "--list": mode = .list
    case "--verbose": verbose = true
    case "--sync": mode = .sync
    case "--reset": mode = .reset(steps(named: value()))
    case "--timeout":
        guard let seconds = TimeInterval(value()), seconds > 0 else { usageError("--timeout needs a number of seconds") }
        timeout = seconds
    case "--expect":
        guard let value = Expectation(rawValue: value()) else { usageError("--expect needs pass or fail") }
        expectation = value
    default:
        if argument.hasPrefix("-") { usageError("unknown option \(argument)") }
        named += steps(named: argument)
    }
}

guard let repository = Repository.find() else {
    fail("run this inside the repository (the folder with Package.swift and Exercises/Workbook)")
}
let style = Style.current
let results = ResultsFile(repository: repository)

switch mode {
case .list:
    printList()
    exit(0)
case .status:
    printStatus(results: results.read(), style: style, repository: repository)
    exit(0)
case .sync:
    exit(sync(repository: repository) ? 0 : 1)
case .reset(let chosen):
    exit(reset(chosen, repository: repository) ? 0 : 1)
case .check:
    break
}

let learners = Dictionary(uniqueKeysWithValues: Workbook.steps.map { ($0.number, LearnerStep($0, in: repository)) })
var checked = checkAll ? Workbook.steps : []
for step in named where !checked.contains(where: { $0.number == step.number }) {
    checked.append(step)
}
checked.sort { $0.number < $1.number }
if checked.isEmpty {
    checked = Workbook.steps.filter { learners[$0.number]!.isChanged }
    if checked.isEmpty {
        printNothingStarted(style: style)
        exit(0)
    }
}

// The learner's code is used for a step being checked, and for every step the learner has
// changed, unless `--reference` says otherwise; the reference for every other step.
let checkedNumbers = Set(checked.map(\.number))
let referenceNumbers = reference
let changedNumbers = Set(learners.values.filter(\.isChanged).map(\.step.number))
let usesYours = { (step: Step) -> Bool in
    !referenceNumbers.contains(step.number) && (checkedNumbers.contains(step.number) || changedNumbers.contains(step.number))
}

let yours = Workbook.steps.filter(usesYours)
let unusable = yours.filter { learners[$0.number]!.problem != nil }
say(
    style.dim(
        "Your code: "
            + (yours.isEmpty ? "none" : "step" + (yours.count == 1 ? " " : "s ") + yours.map { "\($0.number)" }.joined(separator: ", "))
            + ". The reference from Sources/: "
            + (yours.isEmpty ? "every step." : "every other step.")
            + (unusable.isEmpty ? "" : " (Steps \(unusable.map { "\($0.number)" }.joined(separator: ", ")) cannot be used: see below.)")))
say("")

var stepResults: [StepResult] = []
var builds: [Library: BuildOutcome] = [:]
for library in Set(checked.map(\.library)).sorted() {
    let package = StagedPackage(library: library, repository: repository)
    let usable = yours.filter { $0.library == library && learners[$0.number]!.problem == nil }.map { learners[$0.number]! }
    do {
        try package.stage(yours: usable, repository: repository)
    } catch {
        fail("could not prepare the \(library.rawValue) package under .build/workbook: \(error)")
    }
    let steps = checked.filter { $0.library == library }
    say(style.dim("Building \(library.rawValue) (the first build takes a few minutes; later ones only rebuild what changed)…"))
    let outcome = build(package, style: style)
    builds[library] = outcome
    if !outcome.succeeded {
        for step in steps {
            let verdict: StepResult.Verdict = learners[step.number]!.problem.map { .unusable($0) } ?? .doesNotCompile
            stepResults.append(StepResult(step: step, verdict: verdict, yours: usesYours(step), tests: [], emptyChecks: []))
        }
        continue
    }
    var checks: [String] = []
    for check in steps.flatMap(\.checks) where !checks.contains(check) {
        checks.append(check)
    }
    say(style.dim("Running \(library.testTarget)…"))
    let run = runTests(package, filters: checks.map { filter(for: $0, in: library) }, timeout: timeout, repository: repository)
    for step in steps {
        if let problem = learners[step.number]!.problem, usesYours(step) {
            stepResults.append(StepResult(step: step, verdict: .unusable(problem), yours: true, tests: [], emptyChecks: []))
            continue
        }
        if let failure = run.failure {
            stepResults.append(StepResult(step: step, verdict: .testsDidNotRun(failure), yours: usesYours(step), tests: [], emptyChecks: []))
            continue
        }
        var tests: [TestResult] = []
        var emptyChecks: [String] = []
        for check in step.checks {
            let mine = run.order.filter { id in test(id, belongsTo: check, in: library) && !tests.contains { $0.id == id } }
            if mine.isEmpty { emptyChecks.append(check) }
            tests += mine.compactMap { run.results[$0] }
        }
        let passed = emptyChecks.isEmpty && tests.allSatisfy { $0.status == .passed }
        stepResults.append(
            StepResult(step: step, verdict: passed ? .passed : .failed, yours: usesYours(step), tests: tests, emptyChecks: emptyChecks))
    }
}
say("")

/// Whether a result is what `--expect` asked for.
@MainActor func isExpected(_ result: StepResult) -> Bool {
    switch expectation {
    case nil: return true
    case .pass: return result.passed
    case .fail:
        // Failed its tests, cleanly: it compiled, its tests ran, and every check found its tests.
        guard case .failed = result.verdict, result.emptyChecks.isEmpty else { return false }
        return true
    }
}

@MainActor func fullReport(_ result: StepResult) -> String {
    report(result, learner: learners[result.step.number], build: builds[result.step.library], verbose: verbose, style: style, repository: repository)
}

for result in stepResults {
    if expectation == nil {
        say(fullReport(result))
        say("")
    } else {
        // CI: one line per step; the whole report only for a step that surprised.
        say(headline(result, style: style))
    }
}
if expectation == nil {
    results.record(stepResults, learners: learners)
}

let passedCount = stepResults.filter(\.passed).count
say(style.bold("\(passedCount) of \(stepResults.count) step\(stepResults.count == 1 ? "" : "s") pass"))

switch expectation {
case nil:
    if let next = nextStep(results: results.read(), repository: repository) {
        say("Next: step \(next.number), \(next.title): `swift run workbook \(next.number)` (`--status` lists every step).")
    } else if passedCount == stepResults.count {
        say("Every step passes: you have built NaiveRx and ProductionRx's core yourself.")
    }
    exit(passedCount == stepResults.count ? 0 : 1)
case .pass, .fail:
    let unexpected = stepResults.filter { !isExpected($0) }
    if unexpected.isEmpty { exit(0) }
    say("")
    say(
        expectation == .pass
            ? "Expected every step to pass; these did not:"
            : "Expected every step to fail its tests, cleanly; these passed, did not compile, or could not run:")
    say("")
    for result in unexpected {
        say(fullReport(result))
        say("")
    }
    exit(1)
}
