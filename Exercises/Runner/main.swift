// `swift run exercises`: checks the learner's exercises, each in a child process of its own
// with a time limit, and reports what passed, what failed and where to read up.
// How to use it: Exercises/README.md.
import ExerciseChecks
import Foundation

let usage = """
    usage: swift run exercises [options] [exercise …]

      exercise        an id (03.1), a name (filter) or a chapter (03); default: all
      --list          list the exercises and exit
      --timeout S     stop an exercise that runs longer than S seconds (default 10)
      --expect pass   succeed only if every selected exercise passes (CI, solutions)
      --expect fail   succeed only if every selected exercise fails its checks
                      without crashing or hanging (CI, untouched starters)
      --help          show this help
    """

/// Stops with `message` and exit status 2 (a usage error).
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("exercises: \(message)\n\n\(usage)\n".utf8))
    exit(2)
}

enum Expectation: String {
    case pass, fail
}

let all = AllExercises.list
var arguments = Array(CommandLine.arguments.dropFirst())

// The hidden child mode: run one exercise's checks in this process.
if arguments.count == 2, arguments[0] == "--run-one-exercise-in-this-process" {
    guard let exercise = all.first(where: { $0.id == arguments[1] }) else { exit(3) }
    runChecksHere(exercise)
    exit(0)
}

var filters: [String] = []
var timeout: TimeInterval = 10
var expectation: Expectation?
var listOnly = false
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--list":
        listOnly = true
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
    default:
        if argument.hasPrefix("-") { usageError("unknown option \(argument)") }
        filters.append(argument)
    }
}

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

if listOnly {
    for exercise in selected {
        let name = exercise.name.padding(toLength: 12, withPad: " ", startingAt: 0)
        print("\(exercise.id)  \(name)\(exercise.title)")
        print("      \(exercise.starter)")
    }
    exit(0)
}

let style = Style.current
var results: [ExerciseResult] = []
for exercise in selected {
    let outcome = runChild(arguments: ["--run-one-exercise-in-this-process", exercise.id], timeout: timeout)
    let result = ExerciseResult(exercise: exercise, outcome: outcome, timeout: timeout)
    results.append(result)
    if expectation == nil {
        print(report(result, style: style))
        print()
    } else {
        print(headline(result, style: style))
    }
}

let passed = results.filter(\.passed).count
let failed = results.count - passed
let summary = "\(passed) passed, \(failed) failed"
print(style.bold(summary))

switch expectation {
case nil:
    if let first = results.first(where: { !$0.passed }), results.count > 1 {
        print("Check one exercise at a time: `swift run exercises \(first.exercise.id)`.")
    }
    exit(failed == 0 ? 0 : 1)
case .pass:
    let unexpected = results.filter { !$0.passed }
    if unexpected.isEmpty { exit(0) }
    print("\nExpected every exercise to pass; these did not:\n")
    for result in unexpected { print(report(result, style: style) + "\n") }
    exit(1)
case .fail:
    let unexpected = results.filter { !$0.failedCleanly }
    if unexpected.isEmpty { exit(0) }
    print("\nExpected every exercise to fail its checks cleanly (no crash, no hang); these did not:\n")
    for result in unexpected {
        print(report(result, style: style))
        if result.passed { print("    (a starter must not pass: does it already contain the answer?)") }
        print()
    }
    exit(1)
}
