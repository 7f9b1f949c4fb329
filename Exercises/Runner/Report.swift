// Turning a child's report into what the learner reads: ✓ or ✗, the file to edit, each
// failing check with what it expected and what it got, the hint and the section to reread.
import ExerciseChecks
import Foundation

/// What happened to one check.
struct CheckResult {
    let name: String
    let failures: [Failure]
    let thrown: String?
    var passed: Bool { failures.isEmpty && thrown == nil }
}

/// What happened to one exercise.
struct ExerciseResult {
    let exercise: Exercise
    /// The checks that finished, in order.
    let checks: [CheckResult]
    /// The check that was running when the process crashed or hung.
    let interrupted: String?
    /// Why the process did not finish normally, in plain words; `nil` if it did.
    let abnormalEnd: String?
    /// The last lines of its error output, when it ended abnormally.
    let errorTail: [String]
    /// The last lines the learner's code printed.
    let printedTail: [String]

    var passed: Bool { abnormalEnd == nil && checks.count == exercise.checks.count && checks.allSatisfy(\.passed) }
    /// Failed because its checks failed, not because it crashed or hung.
    var failedCleanly: Bool { abnormalEnd == nil && !passed }

    init(exercise: Exercise, outcome: ChildOutcome, timeout: TimeInterval) {
        self.exercise = exercise
        var checks: [CheckResult] = []
        var running: String?
        var finished = false
        var printed: [String] = []
        for line in outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            let (printedText, message) = Message.split(line)
            if let printedText { printed.append(String(printedText)) }
            guard let message else { continue }
            switch message.kind {
            case .start:
                running = message.check
            case .result:
                checks.append(CheckResult(name: message.check ?? "?", failures: message.failures ?? [], thrown: message.thrown))
                running = nil
            case .done:
                finished = true
            }
        }
        while printed.last?.isEmpty == true { printed.removeLast() }
        self.checks = checks
        self.interrupted = running
        self.printedTail = Array(printed.suffix(8))
        switch outcome.ending {
        case .exited(0) where finished:
            abnormalEnd = nil
        case .exited(let status):
            abnormalEnd = "stopped early with exit status \(status) — does the code call exit(), or did a check fail to start?"
        case .signalled(let signal):
            abnormalEnd = explain(signal: signal)
        case .timedOut:
            abnormalEnd = "did not finish in \(formatSeconds(timeout)) — an infinite loop, or waiting for an event that never comes?"
        }
        // The runtime's stack dump is addresses without names; its first line says it all.
        let errorLines = outcome.standardError.split(separator: "\n").map(String.init).filter { line in
            line != "Current stack trace:"
                && line.range(of: #"^\d+\s+\S+\s+0x[0-9a-f]+ "#, options: .regularExpression) == nil
        }
        errorTail = abnormalEnd == nil ? [] : Array(errorLines.suffix(6))
    }
}

/// A plain explanation of a crash by `signal`.
func explain(signal: Int32) -> String {
    switch signal {
    case SIGSEGV, SIGBUS:
        "crashed with signal \(signal) — a stack overflow (endless recursion) or a force-unwrap?"
    case SIGILL, SIGTRAP:
        "crashed with signal \(signal) — a Swift runtime trap: fatalError, a force-unwrap of nil, an index out of range or an arithmetic overflow?"
    case SIGABRT:
        "crashed with signal \(signal) — an abort: a failed precondition or assertion, or memory corrupted by two threads at once?"
    case SIGKILL, SIGTERM:
        "was stopped by signal \(signal) from outside — out of memory?"
    default:
        "crashed with signal \(signal)"
    }
}

func formatSeconds(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}

/// Colours for a terminal; none when the output is a file or NO_COLOR is set.
struct Style {
    let enabled: Bool

    static let current = Style(enabled: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)

    func green(_ text: String) -> String { wrap(text, "32") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// The one-line heading of a result: `✓ 03.1 filter — Write the filter operator`.
func headline(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    let mark = result.passed ? style.green("✓") : style.red("✗")
    return "\(mark) \(style.bold("\(exercise.id) \(exercise.name)")) — \(exercise.title)"
}

/// The full report of one exercise, as the learner reads it.
func report(_ result: ExerciseResult, style: Style = .current) -> String {
    let exercise = result.exercise
    var lines = [headline(result, style: style)]
    guard !result.passed else { return lines.joined(separator: "\n") }
    lines.append("    your file: \(exercise.starter)")

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
        let skipped = exercise.checks.count - result.checks.count - (result.interrupted == nil ? 0 : 1)
        if skipped > 0 {
            lines.append("    (\(skipped) more check\(skipped == 1 ? "" : "s") did not run)")
        }
        if !result.errorTail.isEmpty {
            lines.append("    last lines of its error output:")
            lines += result.errorTail.map { "      | \($0)" }
        }
    }
    if !result.printedTail.isEmpty {
        lines.append("    your code printed (last lines):")
        lines += result.printedTail.map { "      | \($0)" }
    }
    lines += wrapped("hint: \(exercise.hint)", indent: "    ", continuation: "          ")
    lines.append("    reread: \(exercise.reread)")
    return lines.joined(separator: "\n")
}

/// `text` broken into lines of at most about 92 columns.
func wrapped(_ text: String, indent: String, continuation: String) -> [String] {
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
