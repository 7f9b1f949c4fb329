// What the learner reads: ✓ or ✗, the file to edit, each failing check with what it
// expected and what it got (or the compiler's first error), and the section to reread. Hints
// are not part of a report: the learner asks for them (`--hint`), one level at a time.
import ExerciseCatalog
import Foundation
import Toolkit

/// The one-line heading of a result: `✓ 03.1 filter — Write the filter operator`.
public func headline(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    return "\(style.mark(result.passed)) \(style.bold("\(exercise.id) \(exercise.name)")) — \(exercise.title)"
}

/// Why a result failed, in a few words: `3 of 5 checks fail`, `does not compile`.
public func shortReason(_ result: ExerciseResult) -> String {
    if result.compilerError != nil { return "does not compile" }
    if result.abnormalEnd != nil {
        return result.interrupted.map { "stopped in “\($0)”" } ?? "stopped before its checks ran"
    }
    let failing = result.checks.filter { !$0.passed }.count
    return "\(failing) of \(result.plannedChecks.count) check\(result.plannedChecks.count == 1 ? "" : "s") fail\(failing == 1 ? "s" : "")"
}

/// The full report of one exercise, as the learner reads it: no hint, but how to ask for one.
public func report(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    var lines = [headline(result, style: style)]
    guard !result.passed else { return lines.joined(separator: "\n") }
    lines.append("    your file: \(result.file)")

    if let error = result.compilerError {
        lines += ["    \(style.fail) does not compile, so none of its checks ran; the compiler's first error:", "        \(error.description)"]
        if error.file != result.file { lines.append("        (that is a check calling your code: keep the names and signatures the starter gave you)") }
        lines.append("    Every other exercise is still checked. Fix this error and run again to see the next one.")
    }
    for check in result.checks {
        lines.append("    \(style.mark(check.passed)) \(check.name)")
        for failure in check.failures {
            lines += indented(failure.what, after: "        ")
            lines += indented(failure.expected, after: "          expected: ")
            lines += indented(failure.actual, after: "          got:      ")
        }
        if let thrown = check.thrown { lines.append("        threw an error: \(thrown)") }
    }
    if let abnormalEnd = result.abnormalEnd {
        lines.append("    \(style.fail) \(result.interrupted ?? abnormalEnd)")
        if result.interrupted != nil { lines.append("        \(abnormalEnd)") }
        let skipped = result.plannedChecks.count - result.checks.count - (result.interrupted == nil ? 0 : 1)
        if skipped > 0 { lines.append("    (\(skipped) more check\(skipped == 1 ? "" : "s") did not run)") }
        if let crash = result.crash, !crash.details.isEmpty {
            lines.append(crash.isThreadSanitizerReport ? "    from ThreadSanitizer's report:" : "    from its error output:")
            lines += crash.details.map { "      | \($0)" }
        }
    }
    if !result.printedTail.isEmpty {
        lines += ["    your code printed (last lines):"] + result.printedTail.map { "      | \($0)" }
    }
    lines += ["    reread: \(exercise.reread)", "    stuck?  swift run exercises \(exercise.id) --hint"]
    return lines.joined(separator: "\n")
}

/// `text`'s lines, the first after `label` and the others under it: a failure may say what it
/// compared, or what it got, in several lines.
func indented(_ text: String, after label: String) -> [String] {
    let rest = String(repeating: " ", count: label.count)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { ($0.offset == 0 ? label : rest) + $0.element }
}

/// Hint `level` (from 1) of `exercise`, with the section to reread; the last level also
/// names the reference solution's file.
public func hint(_ exercise: Exercise, level: Int, style: Style = .current) -> String {
    let count = exercise.hints.count
    let level = min(max(level, 1), count)
    var lines = [style.bold("\(exercise.id) \(exercise.name) — hint \(level) of \(count)")]
    lines += wrapped(exercise.hints[level - 1], indent: "    ") + ["", "    reread: \(exercise.reread)"]
    if level < count {
        lines.append("    still stuck? swift run exercises \(exercise.id) --hint     (hint \(level + 1) of \(count))")
    } else {
        lines.append("    still stuck? the reference solution is \(exercise.solution):")
        lines.append("    read it, close it, and write your own.")
    }
    return lines.joined(separator: "\n")
}

/// A bar of `width` cells, `done` of `total` filled: `██████░░░░`.
public func bar(done: Int, total: Int, width: Int) -> String {
    guard total > 0 else { return String(repeating: "░", count: width) }
    let filled = done == total ? width : min(width - 1, Int((Double(done) / Double(total) * Double(width)).rounded()))
    return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
}

/// The progress of every chapter and overall, from the state of each exercise's file now; an
/// exercise that changed since its last check, or fails, is named beside its chapter.
public func progress(_ chapters: [Chapter], states: [String: ExerciseState], style: Style = .current) -> String {
    let titleWidth = min(44, chapters.map(\.title.count).max() ?? 0)
    var lines = [style.bold("Progress")]
    for chapter in chapters {
        let done = chapter.exercises.filter { states[$0.id] == .passed }.count
        let total = chapter.exercises.count
        let title = chapter.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
        let cells = bar(done: done, total: total, width: 2 * total)
        let notes = chapter.exercises.compactMap { exercise -> String? in
            switch states[exercise.id] {
            case .notChecked: "\(exercise.id) changed, not checked"
            case .failing: "\(exercise.id) fails"
            default: nil
            }
        }
        let note = notes.isEmpty ? "" : "   " + style.dim(notes.joined(separator: ", "))
        lines.append("  \(chapter.number) \(title)  \(done == total ? style.green(cells) : cells) \(done)/\(total)\(note)")
    }
    let all = chapters.flatMap(\.exercises)
    let done = all.filter { states[$0.id] == .passed }.count
    let allTitle = "all".padding(toLength: titleWidth, withPad: " ", startingAt: 0)
    lines.append("     \(allTitle)  \(bar(done: done, total: all.count, width: 24)) \(done)/\(all.count)")
    return lines.joined(separator: "\n")
}

/// What to do next: the exercise, its file, the section to read and the command to run.
public func nextStep(_ exercise: Exercise?, style: Style = .current) -> String {
    guard let exercise else {
        return style.green("Every exercise passes. Well done. To write the library itself, see Exercises/Workbook/README.md.")
    }
    return [
        "\(style.bold("Next:")) \(exercise.id) \(exercise.name) — \(exercise.title)",
        "    your file: \(exercise.starter)",
        "    read:      \(exercise.reread)",
        "    check it:  swift run exercises \(exercise.id)    (or --watch to re-check on every save)",
    ].joined(separator: "\n")
}

/// `text` broken into lines of at most about 92 columns, each after `indent`.
func wrapped(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    for word in text.split(separator: " ") {
        if let last = lines.last, last.count + 1 + word.count <= 92 {
            lines[lines.count - 1] += " " + word
        } else {
            lines.append(indent + word)
        }
    }
    return lines
}
