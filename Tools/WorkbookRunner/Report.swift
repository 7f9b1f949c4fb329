// What the learner reads: for each step, which behaviours pass and which fail, what a
// failing one expected, and the chapter section to reread.
import Foundation
import Toolkit
import WorkbookCatalogue

/// How one step came out.
struct StepResult {
    /// `ran`: `tests` and `emptyChecks` say whether it passed; otherwise, why it was not judged.
    enum Verdict {
        case ran
        case doesNotCompile(ChildOutcome)
        case unusable(Problem)
        case testsDidNotRun([String])
    }

    /// The step, and what the learner's files of it hold.
    let learner: LearnerStep
    var verdict: Verdict
    /// Whether the learner's code was checked, or the reference (`--reference`).
    let yours: Bool
    /// The step's tests, in order.
    var tests: [TestResult] = []
    /// Checks that selected no test at all (renamed or moved tests): a defect of the workbook.
    var emptyChecks: [String] = []
    /// Whether its tests ran under ThreadSanitizer.
    var sanitized = false

    var step: Step { learner.step }

    var passed: Bool {
        guard case .ran = verdict else { return false }
        return emptyChecks.isEmpty && tests.allSatisfy { $0.status == .passed }
    }

    var passedCount: Int { tests.filter { $0.status == .passed }.count }
}

/// The words of a test's name: `mapTransformsEachElement()` reads "map transforms each
/// element", `insertingIntoADisposedComposite()` "inserting into a disposed composite".
func sentence(_ name: String) -> String {
    // A word starts at a capital after a small letter or a digit, or at the last capital of a
    // run followed by a small letter ("IDFoo" is "ID Foo").
    let spaced = String(name.prefix { $0 != "(" })
        .replacingOccurrences(of: "([a-z0-9])([A-Z])", with: "$1 $2", options: .regularExpression)
        .replacingOccurrences(of: "([A-Z])([A-Z][a-z])", with: "$1 $2", options: .regularExpression)
    // "Disposed" becomes "disposed"; an acronym ("ID") stays as it is.
    return spaced.split(separator: " ").map { word in
        word.dropFirst().allSatisfy { !$0.isUppercase } ? word.lowercased() : String(word)
    }.joined(separator: " ")
}

/// Expected and actual values of a failed `#expect(a == b)`, from Swift Testing's message
/// `Expectation failed: (a → value) == (b → value)`; `nil` for any other message.
func expectation(_ message: String) -> (expression: String, expected: String, got: String)? {
    // The right side is a value, or an expression and its value in parentheses.
    let parts = /Expectation failed: \((.*?) → (.*?)\) == (?:\(.* → (.*)\)|(.*))/
    guard let match = message.wholeMatch(of: parts.dotMatchesNewlines()) else { return nil }
    return (String(match.1), String(match.3 ?? match.4 ?? ""), String(match.2))
}

/// One line for a step: its mark, number and title, and how many of its tests passed.
func headline(_ result: StepResult, style: Style) -> String {
    let whose = result.yours ? "your code" : "the reference"
    let outcome: String
    switch result.verdict {
    case .ran: outcome = "\(result.passedCount) of \(result.tests.count) tests pass"
    case .doesNotCompile: outcome = "does not compile"
    case .unusable: outcome = "its file cannot be used"
    case .testsDidNotRun: outcome = "the tests did not run"
    }
    return "\(style.mark(result.passed)) step \(result.step.number) · \(result.step.title) (\(whose)): \(outcome)"
}

/// The report of one step.
func report(_ result: StepResult, verbose: Bool, style: Style, repository: Repository) -> String {
    let step = result.step
    let whose = result.yours ? "" : style.dim("  (the reference from Sources/, not your code)")
    let title = style.bold("Step \(step.number) · \(step.title)") + style.dim(" — \(step.library.rawValue), chapter \(step.chapter)")
    var lines = ["\(style.mark(result.passed)) " + title + whose]
    if result.yours { lines += step.learnerFiles.map { "    your file: \($0)" } }
    lines += result.learner.notes.map { "    note: \($0)" }

    switch result.verdict {
    case .unusable(let problem):
        lines.append("    \(style.fail) \(problem)")
    case .doesNotCompile(let build):
        lines += compileErrors(of: step, build: build, style: style, repository: repository)
    case .testsDidNotRun(let output):
        lines.append("    \(style.fail) the tests could not be run:")
        lines += output.map { "        " + $0 }
    case .ran:
        lines += testLines(result, verbose: verbose, style: style, repository: repository)
    }
    for check in result.emptyChecks {
        lines.append("    \(style.fail) \(check): no test has this name any more (a defect of the workbook: Exercises/Workbook/Catalogue/Steps.swift)")
    }
    if !result.passed { lines.append("    reread: \(step.section)") }
    if result.yours {
        let reference = result.passed ? "compare with the reference: " : "the reference, when you are done: "
        lines.append("    " + reference + step.pieces.map(\.source).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
}

/// The errors of the learner's files first, then any others.
private func compileErrors(of step: Step, build: ChildOutcome, style: Style, repository: Repository) -> [String] {
    // Each error once, in the order the compiler gave them.
    var seen: Set<Diagnostic> = []
    let errors = build.lines.compactMap { Diagnostic($0) }.filter { $0.severity == "error" && seen.insert($0).inserted }
    let mine = Set(step.learnerFiles.map(repository.path))
    let own = errors.filter { mine.contains($0.file) }
    let shown = { (error: Diagnostic) in "        \(repository.relative(error.file)):\(error.line):\(error.column): \(error.message)" }
    if !own.isEmpty {
        let more = own.count > 10 ? ["        … and \(own.count - 10) more"] : []
        return ["    \(style.fail) your code does not compile:"] + own.prefix(10).map(shown) + more
    }
    if errors.isEmpty {
        // No compiler error at a line: SwiftPM's own errors, else the end of the output.
        let errorLines = build.lines.filter { $0.hasPrefix("error:") }
        return ["    \(style.fail) the build failed:"] + (errorLines.isEmpty ? Array(build.lines.suffix(15)) : errorLines).map { "        " + $0 }
    }
    let files = Set(errors.map { repository.relative($0.file) }).sorted()
    let other = Workbook.steps.first { $0.number != step.number && $0.learnerFiles.contains(where: files.contains) }
    let hint = other.map { ["        that is step \($0.number)'s file: fix it, or check this step with `--reference \($0.number)`"] } ?? []
    return ["    \(style.fail) not checked: another file does not compile (\(files.joined(separator: ", ")))"] + errors.prefix(3).map(shown) + hint
}

/// The tests of a step, grouped by suite: a suite that passes whole is one line; in one that
/// does not, every test is listed, and the failing ones say what they expected.
private func testLines(_ result: StepResult, verbose: Bool, style: Style, repository: Repository) -> [String] {
    var lines: [String] = []
    var detailsLeft = verbose ? Int.max : 6
    // A cause explained once: the tests after it that crashed the same way point back to it.
    var crashes: [String: String] = [:]
    var seen: Set<String> = []
    for name in result.tests.map(groupName) where seen.insert(name).inserted {
        let group = result.tests.filter { groupName(of: $0) == name }
        let passing = group.filter { $0.status == .passed }.count
        if passing == group.count {
            lines.append("    \(style.pass) \(name): all \(group.count) pass")
            continue
        }
        lines.append("    \(style.fail) \(name): \(passing) of \(group.count) pass")
        for test in group {
            let notRun = test.status == .notRun ? style.dim("  (not run)") : ""
            lines.append("        \(style.mark(test.status == .passed)) \(sentence(test.name))" + notRun)
            if let cause = test.crash?.cause, let earlier = crashes[cause] {
                lines.append("            crashed as “\(earlier)” did")
                continue
            }
            if let cause = test.crash?.cause { crashes[cause] = sentence(test.name) }
            if detailsLeft > 0, test.status != .notRun, test.status != .passed {
                detailsLeft -= 1
                lines += details(of: test, sanitized: result.sanitized, repository: repository).map { "            " + $0 }
            }
        }
    }
    let notRun = result.tests.filter { $0.status == .notRun }.count
    if notRun > 0 {
        lines.append("    \(notRun) test\(notRun == 1 ? " was" : "s were") not run: the run stopped after three tests did not finish in time. Fix that first.")
    }
    if detailsLeft <= 0, !verbose, result.tests.filter({ $0.status != .passed }).count > 6 {
        lines.append(style.dim("    (the first 6 failures are explained; --verbose explains them all)"))
    }
    return lines
}

/// `map` for a test of the shared suite's map suite, `SinkTests` for the others.
private func groupName(of test: TestResult) -> String {
    test.suiteDisplayNames.count > 1
        ? test.suiteDisplayNames.dropFirst().joined(separator: " › ") + " (shared suite)"
        : test.suiteDisplayNames.first ?? "tests"
}

/// What a failed test expected and got, or what it reported.
private func details(of test: TestResult, sanitized: Bool, repository: Repository) -> [String] {
    /// The code at `File.swift:12`, trimmed.
    func sourceLine(_ location: String) -> String? {
        let parts = location.split(separator: ":", omittingEmptySubsequences: false)
        guard let number = Int(parts.last ?? ""), let lines = try? repository.lines(parts.dropLast().joined(separator: ":")) else { return nil }
        return lines.indices.contains(number - 1) ? lines[number - 1].trimmed() : nil
    }

    if test.status == .crashed {
        guard let crash = test.crash else { return ["the test process crashed while this test ran"] }
        return ["crashed: \(crash.cause)"] + crash.details.map { "  " + $0 }
    }
    if test.status == .timedOut {
        return ["did not finish in time: waiting for an event that never comes, or a loop that never ends?"]
            + (sanitized ? ["(ThreadSanitizer makes code several times slower: `--timeout 60` gives each test more)"] : [])
    }
    var lines: [String] = []
    for issue in test.issues.prefix(3) {
        guard let first = issue.lines.first else { continue }
        var rest = issue.lines.dropFirst().filter { !$0.hasPrefix("removed ") && !$0.hasPrefix("inserted ") }.map { "  " + $0 }
        if let (expression, expected, got) = expectation(first) {
            lines += [expression, "  expected: \(expected)", "  got:      \(got)"]
        } else if first.hasPrefix("Expectation failed"), let code = issue.location.flatMap(sourceLine) {
            // Swift Testing spells out every value inside a failed `#expect(!a.b)`; the line
            // of the test reads better.
            lines.append("failed: \(code)")
        } else if first == "Issue recorded", issue.lines.count > 1 {
            // `Issue.record("…")`: the comment is the message (the leak check's, for one).
            rest = Array(issue.lines.dropFirst())
        } else {
            lines.append(first)
        }
        lines += rest
        if let location = issue.location { lines.append("  (\(location))") }
    }
    if test.issues.count > 3 { lines.append("… and \(test.issues.count - 3) more issues") }
    return lines
}
