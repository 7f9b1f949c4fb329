// `swift run exercises`: builds the learner's exercise files, checks each in a process of its
// own with a time limit, and reports what passed, what failed, where to read up, and what to
// do next. How to use it: Exercises/README.md.
import ExerciseCatalog
import ExerciseKit
import ExerciseRunner
import Foundation

let usage = """
    usage: swift run exercises [options] [exercise …]

      exercise          an id (03.1), a name (filter) or a chapter (03); default: all
      --hint [N]        a hint for the exercise named (or the next one): the next level
                        each time you ask, or level N
      --watch           check the exercise named (or the next one) again each time its
                        file is saved, and go on to the next once it passes; Ctrl-C stops
      --list            list the exercises and exit
      --timeout S       stop an exercise that runs longer than S seconds (default 10)
      --thread-sanitizer  build with ThreadSanitizer (in .build-tsan; the first time
                        takes minutes), which reports a data race even when the race
                        did not happen to break anything
      --help            show this help

    for contributors and CI (Exercises/README.md, "For contributors"):
      --solutions       check the reference solutions instead of your files
      --mistakes N|all  check mistake set N (each exercise's Nth mistake, its solution
                        where it has none), or every set, one build each: each mistake
                        must fail, and fail the check its file names (with
                        --thread-sanitizer: the mistakes that need it, and only those)
      --use ID=FILE     check FILE in place of exercise ID's file
      --expect pass     succeed only if every exercise checked passes
      --expect fail     succeed only if every exercise checked fails its checks without
                        crashing, hanging or failing to compile
    """

/// Stops with `message` and exit status 2 (a usage error).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("exercises: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

/// Stops with `message` and exit status 2 (the runner cannot do its job).
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("exercises: \(message)\n".utf8))
    exit(2)
}

enum Expectation: String {
    case pass, fail
}

// MARK: - Arguments

// Reports appear as they are printed, even into a pipe (`| tee`) or while watching.
lineBufferStandardOutput()

var arguments = Array(CommandLine.arguments.dropFirst())
var filters: [String] = []
var timeout: TimeInterval = 10
var expectation: Expectation?
var listOnly = false
var hintLevel: Int?
var wantsHint = false
var watchMode = false
var threadSanitizer = false
var useSolutions = false
var mistakeSets: String?
var substitutions: [String: String] = [:]
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--list":
        listOnly = true
    case "--hint":
        wantsHint = true
        if let level = arguments.first.flatMap(Int.init) {
            guard level >= 1 else { usageError("--hint N counts from 1") }
            hintLevel = level
            arguments.removeFirst()
        }
    case "--watch":
        watchMode = true
    case "--thread-sanitizer":
        threadSanitizer = true
    case "--timeout":
        guard let value = arguments.first.flatMap(TimeInterval.init), value > 0 else {
            usageError("--timeout needs a number of seconds")
        }
        timeout = value
        arguments.removeFirst()
    case "--expect":
        guard let value = arguments.first.flatMap(Expectation.init) else {
            usageError("--expect needs pass or fail")
        }
        expectation = value
        arguments.removeFirst()
    case "--solutions":
        useSolutions = true
    case "--mistakes":
        guard let value = arguments.first, value == "all" || Int(value).map({ $0 >= 1 }) == true else {
            usageError("--mistakes needs a set number (from 1) or all")
        }
        mistakeSets = value
        arguments.removeFirst()
    case "--use":
        guard let value = arguments.first, let equals = value.firstIndex(of: "=") else {
            usageError("--use needs ID=FILE")
        }
        substitutions[String(value[..<equals])] = String(value[value.index(after: equals)...])
        arguments.removeFirst()
    default:
        if argument.hasPrefix("-") { usageError("unknown option \(argument)") }
        filters.append(argument)
    }
}

guard let workspace = Workspace.current() else {
    fail("run this from the repository (the folder with Package.swift and Exercises/)")
}
let style = Style.current
let all = Catalog.exercises

/// Whether `filter` names `exercise`: its id (`03.1` or `3.1`), its chapter (`03` or `3`)
/// or its name (`filter`).
func matches(_ exercise: Exercise, _ filter: String) -> Bool {
    /// `[3, 1]` for `03.1`; `nil` unless it is all numbers and dots.
    func numbers(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        return parts.contains(nil) ? nil : parts.compactMap { $0 }
    }
    if let wanted = numbers(filter), let id = numbers(exercise.id) {
        return wanted == id || wanted == [id[0]]
    }
    return exercise.name.lowercased() == filter.lowercased()
}

var selected = all
if !filters.isEmpty {
    for filter in filters where !all.contains(where: { matches($0, filter) }) {
        usageError("no exercise matches \(filter); `swift run exercises --list` shows them all")
    }
    selected = all.filter { exercise in filters.contains { matches(exercise, $0) } }
}
for id in substitutions.keys where !all.contains(where: { $0.id == id }) {
    usageError("--use names \(id), which is not an exercise")
}

var progressFile = ProgressFile.load(from: workspace.progressFile)
let learnerMode = !useSolutions && mistakeSets == nil && substitutions.isEmpty

/// The first exercise, in reading order, that did not pass when last checked.
@MainActor
func nextExercise() -> Exercise? {
    all.first { progressFile.passed[$0.id] != true }
}

// MARK: - Listing and hints

if listOnly {
    for exercise in selected {
        let name = exercise.name.padding(toLength: 17, withPad: " ", startingAt: 0)
        let mark = progressFile.passed[exercise.id] == true ? "✓" : " "
        print("\(mark) \(exercise.id)  \(name)\(exercise.title)")
        print("         \(exercise.starter)")
    }
    exit(0)
}

if wantsHint {
    let exercise: Exercise
    if filters.isEmpty {
        guard let next = nextExercise() else { fail("every exercise passes: no hint needed") }
        exercise = next
    } else {
        guard selected.count == 1, let only = selected.first else {
            usageError("--hint is for one exercise: name it by id (03.2) or name (take)")
        }
        exercise = only
    }
    let level = min(hintLevel ?? (progressFile.hintLevels[exercise.id, default: 0] + 1), exercise.hints.count)
    print(hint(exercise, level: level, style: style))
    progressFile.hintLevels[exercise.id] = max(level, progressFile.hintLevels[exercise.id, default: 0])
    progressFile.save(to: workspace.progressFile)
    exit(0)
}

// MARK: - Building and checking

/// The file to check for `exercise`: the one `--use` names, the solution with
/// `--solutions`, or the learner's.
@MainActor
func file(for exercise: Exercise) -> String {
    substitutions[exercise.id] ?? (useSolutions ? exercise.solution : exercise.starter)
}

/// Builds `entries` and checks each, in order (or only those `only` names); a file that does
/// not compile is a result too.
@MainActor
func check(_ entries: [BuildEntry], only: Set<String>? = nil, announce: Bool = true) -> [ExerciseResult] {
    if announce {
        let what = entries.count == 1 ? "\(entries[0].exercise.id)" : "\(entries.count) exercises"
        print(style.dim("Building \(what)…"))
    }
    let build = buildExercises(entries, in: workspace, threadSanitizer: threadSanitizer) { print(style.dim($0)) }
    let runner = threadSanitizer ? workspace.threadSanitized.checkRunner : workspace.checkRunner
    // Stop at the first data race, inside the check that caused it.
    let environment = threadSanitizer ? ["TSAN_OPTIONS": "halt_on_error=1"] : [:]
    if let failure = build.failure {
        fail("the exercises could not be built, and no exercise file explains why:\n\(failure)")
    }
    let built = Set(build.built.map(\.exercise.id))
    return entries.filter { only?.contains($0.exercise.id) ?? true }.map { entry in
        if let error = build.broken[entry.exercise.id] {
            return ExerciseResult(exercise: entry.exercise, file: entry.file, compilerError: error)
        }
        precondition(built.contains(entry.exercise.id))
        let outcome = runChild(runner, arguments: [entry.exercise.id], environment: environment, timeout: timeout)
        return ExerciseResult(exercise: entry.exercise, file: entry.file, outcome: outcome, timeout: timeout)
    }
}

/// Remembers which of `results` passed, for the progress bar and the next exercise.
@MainActor
func remember(_ results: [ExerciseResult]) {
    guard learnerMode else { return }
    for result in results { progressFile.passed[result.exercise.id] = result.passed }
    progressFile.save(to: workspace.progressFile)
}

/// The summary line, the progress of every chapter, and the next exercise.
@MainActor
func printProgress(_ results: [ExerciseResult]) {
    let passed = results.filter(\.passed).count
    print(style.bold("\(passed) passed, \(results.count - passed) failed"))
    print()
    print(progress(Catalog.chapters, passed: progressFile.passing, style: style))
    print()
    print(nextStep(nextExercise(), style: style))
}

// MARK: - Mistakes (CI)

if let mistakeSets {
    // ThreadSanitizer is for the mistakes that need it; the others are checked without it.
    var sets = selected.map { mistakes(of: $0, root: workspace.root).filter { $0.needsThreadSanitizer == threadSanitizer } }
    if threadSanitizer {
        // A ThreadSanitizer build is slow: build only the exercises that have such mistakes.
        selected = zip(selected, sets).filter { !$0.1.isEmpty }.map(\.0)
        sets = sets.filter { !$0.isEmpty }
    }
    let largest = sets.map(\.count).max() ?? 0
    guard largest > 0 else {
        print("No mistakes to check\(threadSanitizer ? " under ThreadSanitizer" : "").")
        exit(0)
    }
    let numbers = mistakeSets == "all" ? Array(1...largest) : [Int(mistakeSets)!]
    var problems: [String] = []
    for number in numbers {
        let chosen = zip(selected, sets).map { exercise, mistakes in number <= mistakes.count ? mistakes[number - 1] : nil }
        // An exercise with no mistake left keeps the file of the set before, which needs no
        // new build, and is not checked again.
        let entries = zip(selected, sets).map { exercise, mistakes in
            BuildEntry(exercise: exercise, file: mistakes.isEmpty ? exercise.solution : mistakes[min(number, mistakes.count) - 1].file)
        }
        let checked = Set(zip(selected, chosen).filter { $0.1 != nil || number == 1 }.map(\.0.id))
        let under = threadSanitizer ? ", under ThreadSanitizer" : ""
        let mistakeCount = chosen.compactMap { $0 }.count
        print(style.bold("Mistake set \(number)\(under): \(mistakeCount) mistake\(mistakeCount == 1 ? "" : "s")"))
        let results = check(entries, only: checked)
        let chosenById = Dictionary(uniqueKeysWithValues: zip(selected.map(\.id), chosen))
        for result in results {
            let mistake = chosenById[result.exercise.id] ?? nil
            var problem: String?
            if let mistake {
                if result.passed {
                    problem = "passes its checks: the checks cannot tell this mistake from a solution"
                } else if let error = result.compilerError {
                    problem = "does not compile (a mistake must be a wrong answer that compiles): \(error.description)"
                } else if !result.plannedChecks.contains(mistake.caughtBy) {
                    problem = "its second line names “\(mistake.caughtBy)”, which is not a check of \(result.exercise.id)"
                } else if !result.failedChecks.contains(mistake.caughtBy) {
                    problem =
                        "fails, but not the check its file names (“\(mistake.caughtBy)”); failed: \(result.failedChecks.map { "“\($0)”" }.joined(separator: ", "))"
                }
                let how = result.interrupted == mistake.caughtBy ? " (it stopped there: \(result.abnormalEnd ?? ""))" : ""
                print("\(problem == nil ? style.green("✓") : style.red("✗")) \(result.exercise.id) \(mistake.file)")
                if problem == nil { print(style.dim("      caught by “\(mistake.caughtBy)”\(how)")) }
            } else if !result.passed {
                problem = "the reference solution fails"
            }
            if let problem {
                problems.append("\(result.exercise.id) \(result.file): \(problem)")
                if !result.passed { problems.append(report(result, style: style)) }
            }
        }
        print()
    }
    if problems.isEmpty {
        print("Every mistake fails its exercise, caught by the check it names.")
        exit(0)
    }
    print(style.red("These mistakes are not caught as they should be:") + "\n")
    for problem in problems { print(problem + "\n") }
    exit(1)
}

// MARK: - Watching

if watchMode {
    guard learnerMode, expectation == nil else { usageError("--watch checks your own files only") }
    guard filters.isEmpty || selected.count == 1 else { usageError("--watch follows one exercise: name one, or none for the next") }
    if filters.isEmpty && progressFile.passed.count < all.count {
        // Never checked everything yet: find out where the learner stands.
        let results = check(all.map { BuildEntry(exercise: $0, file: $0.starter) })
        remember(results)
    }
    guard var current = filters.isEmpty ? nextExercise() : selected.first else {
        print(nextStep(nil, style: style))
        exit(0)
    }
    let clearScreen = style.enabled ? "\u{1B}[2J\u{1B}[H" : ""
    /// Checks the current exercise and shows the result; `true` once every exercise passes.
    func checkCurrent() -> Bool {
        let result = check([BuildEntry(exercise: current, file: current.starter)])[0]
        remember([result])
        print(clearScreen, terminator: "")
        print(report(result, style: style))
        print()
        if result.passed, let next = nextExercise() {
            print(progress(Catalog.chapters, passed: progressFile.passing, style: style))
            print()
            print(nextStep(next, style: style))
            current = next
        } else if result.passed {
            print(nextStep(nil, style: style))
            return true
        }
        print(style.dim("\nWatching \(current.starter): save it to check again. Ctrl-C stops."))
        return false
    }
    var finished = checkCurrent()
    let watcher = FileWatcher(workspace.url(current.starter))
    watch(watcher, every: 0.3, while: { !finished }) {
        finished = checkCurrent()
        watcher.follow(workspace.url(current.starter))
    }
    exit(0)
}

// MARK: - Checking once

let results = check(selected.map { BuildEntry(exercise: $0, file: file(for: $0)) })
remember(results)

switch expectation {
case nil:
    let firstFailing = results.first { !$0.passed }
    for result in results {
        if filters.isEmpty && result.exercise.id != firstFailing?.exercise.id {
            print(headline(result, style: style) + (result.passed ? "" : style.dim("  (\(shortReason(result)))")))
        } else {
            print(report(result, style: style))
            print()
        }
    }
    if filters.isEmpty { print() }
    let raced = results.filter { $0.passed && $0.exercise.racesThreads }.map(\.exercise.id)
    if learnerMode && !threadSanitizer && !raced.isEmpty {
        print(
            style.dim(
                "\(raced.joined(separator: ", ")) pass\(raced.count == 1 ? "es" : ""), but a race between threads can hide from its checks on a busy machine: `swift run exercises \(raced.joined(separator: " ")) --thread-sanitizer` finds one even when it did no harm.\n"
            ))
    }
    if learnerMode {
        printProgress(results)
    } else {
        let passed = results.filter(\.passed).count
        print(style.bold("\(passed) passed, \(results.count - passed) failed"))
    }
    exit(results.allSatisfy(\.passed) ? 0 : 1)
case .pass?:
    for result in results { print(headline(result, style: style)) }
    let unexpected = results.filter { !$0.passed }
    if unexpected.isEmpty { exit(0) }
    print("\nExpected every exercise to pass; these did not:\n")
    for result in unexpected { print(report(result, style: style) + "\n") }
    exit(1)
case .fail?:
    for result in results { print(headline(result, style: style)) }
    let unexpected = results.filter { !$0.failedCleanly }
    if unexpected.isEmpty { exit(0) }
    print("\nExpected every exercise to fail its checks cleanly (it compiles, no crash, no hang); these did not:\n")
    for result in unexpected {
        print(report(result, style: style))
        if result.passed { print("    (a starter must not pass: does it already contain the answer?)") }
        print()
    }
    exit(1)
}
