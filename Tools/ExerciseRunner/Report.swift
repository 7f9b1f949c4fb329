// What the learner reads: ✓ or ✗, the file to edit, each failing check with what it
// expected and what it got (or the compiler's first error), and the section to reread. Hints
// are not part of a report: the learner asks for them (`--hint`), one level at a time.
import ExerciseCatalog
import Foundation
import Toolkit

/// The one-line heading of a result: `✓ 03.1 filter — Write the filter operator`.
public func headline(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    let mark = result.passed ? style.green("✓") : style.red("✗")
    return "\(mark) \(style.bold("\(exercise.id) \(exercise.name)")) — \(exercise.title)"
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

/// The full report of one exercise, as the learner reads it. It names the section to reread
/// and how to ask for a hint, and contains no hint.
public func report(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    var lines = [headline(result, style: style)]
    guard !result.passed else { return lines.joined(separator: "\n") }
    lines.append("    your file: \(result.file)")

    if let error = result.compilerError {
        lines.append("    \(style.red("✗")) does not compile, so none of its checks ran; the compiler's first error:")
        lines.append("        \(error.description)")
        if error.file != result.file {
            lines.append("        (that is a check calling your code: keep the names and signatures the starter gave you)")
        }
        lines.append("    Every other exercise is still checked. Fix this error and run again to see the next one.")
    }
    for check in result.checks {
        if check.passed {
            lines.append("    \(style.green("✓")) \(check.name)")
            continue
        }
        lines.append("    \(style.red("✗")) \(check.name)")
        for failure in check.failures {
            lines.append("        \(failure.what)")
            lines.append("          expected: \(failure.expected)")
            lines.append("          got:      \(failure.actual)")
        }
        if let thrown = check.thrown {
            lines.append("        threw an error: \(thrown)")
        }
    }
    if let abnormalEnd = result.abnormalEnd {
        if let interrupted = result.interrupted {
            lines.append("    \(style.red("✗")) \(interrupted)")
            lines.append("        \(abnormalEnd)")
        } else {
            lines.append("    \(style.red("✗")) \(abnormalEnd)")
        }
        let skipped = result.plannedChecks.count - result.checks.count - (result.interrupted == nil ? 0 : 1)
        if skipped > 0 {
            lines.append("    (\(skipped) more check\(skipped == 1 ? "" : "s") did not run)")
        }
        if !result.errorTail.isEmpty {
            let isRace = result.abnormalEnd?.hasPrefix("ThreadSanitizer") == true
            lines.append(isRace ? "    what raced, from ThreadSanitizer's report:" : "    last lines of its error output:")
            lines += result.errorTail.map { "      | \($0)" }
        }
    }
    if !result.printedTail.isEmpty {
        lines.append("    your code printed (last lines):")
        lines += result.printedTail.map { "      | \($0)" }
    }
    lines.append("    reread: \(exercise.reread)")
    lines.append("    stuck?  swift run exercises \(exercise.id) --hint")
    return lines.joined(separator: "\n")
}

/// Hint `level` (from 1) of `exercise`, with the section to reread; the last level also
/// names the reference solution's file.
public func hint(_ exercise: Exercise, level: Int, style: Style = .current) -> String {
    let count = exercise.hints.count
    let level = min(max(level, 1), count)
    var lines = [style.bold("\(exercise.id) \(exercise.name) — hint \(level) of \(count)")]
    lines += wrapped(exercise.hints[level - 1], indent: "    ", continuation: "    ")
    lines.append("")
    lines.append("    reread: \(exercise.reread)")
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

/// The progress of every chapter and overall, from the set of exercises that pass.
public func progress(_ chapters: [Chapter], passed: Set<String>, style: Style = .current) -> String {
    let titleWidth = min(44, chapters.map(\.title.count).max() ?? 0)
    var lines = [style.bold("Progress")]
    for chapter in chapters {
        let done = chapter.exercises.filter { passed.contains($0.id) }.count
        let total = chapter.exercises.count
        let title = String(chapter.title.prefix(titleWidth)).padding(toLength: titleWidth, withPad: " ", startingAt: 0)
        let cells = bar(done: done, total: total, width: 2 * total)
        lines.append("  \(chapter.number) \(title)  \(done == total ? style.green(cells) : cells) \(done)/\(total)")
    }
    let all = chapters.flatMap(\.exercises)
    let done = all.filter { passed.contains($0.id) }.count
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

/// `text` broken into lines of at most about 92 columns.
public func wrapped(_ text: String, indent: String, continuation: String) -> [String] {
    var lines: [String] = []
    var current = indent
    var isFirstWord = true
    for word in text.split(separator: " ") {
        if !isFirstWord && current.count + 1 + word.count > 92 {
            lines.append(current)
            current = continuation + word
        } else {
            current += (isFirstWord ? "" : " ") + word
        }
        isFirstWord = false
    }
    lines.append(current)
    return lines
}
