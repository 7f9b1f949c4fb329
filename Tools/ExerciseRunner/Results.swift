// What happened to an exercise: read from the output of the process that ran its checks, or
// from the compiler's first error when its file did not compile.
import ExerciseCatalog
import ExerciseKit
import Foundation
import Toolkit

/// What happened to one check.
public struct CheckResult: Sendable {
    /// The check's sentence.
    public let name: String
    /// The expectations that did not hold.
    public let failures: [Failure]
    /// The error the check threw, described.
    public let thrown: String?

    /// Whether the check passed.
    public var passed: Bool { failures.isEmpty && thrown == nil }
}

/// What happened to one exercise.
public struct ExerciseResult: Sendable {
    /// The exercise.
    public let exercise: Exercise
    /// The file that was checked, relative to the repository root (the learner's, a
    /// solution or a mistake).
    public let file: String
    /// The first compiler error, when the file (or its checks) did not compile; then no
    /// check ran.
    public let compilerError: Diagnostic?
    /// Every check, by name, in order, as the check process announced them.
    public let plannedChecks: [String]
    /// The checks that finished, in order.
    public let checks: [CheckResult]
    /// The check that was running when the process crashed or hung.
    public let interrupted: String?
    /// Why the process did not finish normally, in plain words; `nil` if it did.
    public let abnormalEnd: String?
    /// The last lines of its error output, when it ended abnormally.
    public let errorTail: [String]
    /// The last lines the learner's code printed.
    public let printedTail: [String]

    /// Whether every check ran and passed.
    public var passed: Bool {
        compilerError == nil && abnormalEnd == nil && !plannedChecks.isEmpty && checks.count == plannedChecks.count
            && checks.allSatisfy(\.passed)
    }

    /// Failed because its checks failed: it compiled, and did not crash or hang.
    public var failedCleanly: Bool { compilerError == nil && abnormalEnd == nil && !passed }

    /// The names of the checks that failed, the one a crash or hang interrupted included.
    public var failedChecks: [String] {
        checks.filter { !$0.passed }.map(\.name) + (interrupted.map { [$0] } ?? [])
    }

    /// The result of an exercise whose file did not compile.
    public init(exercise: Exercise, file: String, compilerError: Diagnostic) {
        self.exercise = exercise
        self.file = file
        self.compilerError = compilerError
        plannedChecks = []
        checks = []
        interrupted = nil
        abnormalEnd = nil
        errorTail = []
        printedTail = []
    }

    /// Reads the result from what the check process left behind.
    public init(exercise: Exercise, file: String, outcome: ChildOutcome, timeout: TimeInterval) {
        self.exercise = exercise
        self.file = file
        compilerError = nil
        var planned: [String] = []
        var checks: [CheckResult] = []
        var running: String?
        var finished = false
        var printed: [String] = []
        for line in outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            let (printedText, message) = Message.split(line)
            if let printedText { printed.append(String(printedText)) }
            guard let message else { continue }
            switch message.kind {
            case .plan:
                planned = message.names ?? []
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
        plannedChecks = planned
        self.checks = checks
        interrupted = running
        printedTail = Array(printed.suffix(8))
        if outcome.standardError.contains("ThreadSanitizer: data race") {
            abnormalEnd =
                "ThreadSanitizer found a data race: two threads used the same memory at once, with no lock or atomic between them (where, below)"
            errorTail = dataRaceSummary(outcome.standardError)
            return
        }
        switch outcome.ending {
        case .exited(0) where finished:
            abnormalEnd = nil
        case .exited(let status):
            abnormalEnd = "stopped early with exit status \(status): does the code call exit(), or did a check fail to start?"
        case .signalled(let signal):
            abnormalEnd = explain(signal: signal)
        case .timedOut, .stopped:
            abnormalEnd = "did not finish in \(formatSeconds(timeout)): an endless loop, a deadlock, or waiting for an event that never comes?"
        }
        // The runtime's stack dump is addresses without names; its first line says it all.
        let errorLines: [String] = outcome.standardError.split(separator: "\n").map(String.init).filter { (line: String) -> Bool in
            if line == "Current stack trace:" { return false }
            return line.range(of: #"^\d+\s+\S+\s+0x[0-9a-f]+ "#, options: .regularExpression) == nil
        }
        errorTail = abnormalEnd == nil ? [] : Array(errorLines.suffix(6))
    }
}

/// The lines of a ThreadSanitizer report that say what raced and where: the two accesses and
/// the function each was in, demangled.
func dataRaceSummary(_ report: String) -> [String] {
    var lines: [String] = []
    var wantFrame = false
    for line in report.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if line.hasPrefix("Read of size") || line.hasPrefix("Write of size") || line.hasPrefix("Previous read") || line.hasPrefix("Previous write") {
            lines.append(line.replacingOccurrences(of: #" at 0x[0-9a-f]+"#, with: "", options: .regularExpression))
            wantFrame = true
        } else if wantFrame, line.hasPrefix("#0 ") {
            let symbol = line.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            lines.append("  in \(demangle(symbol))")
            wantFrame = false
        }
        if lines.count >= 4 { break }
    }
    return lines
}

/// `symbol` demangled by `swift demangle --simplified`, or as it is if that fails.
func demangle(_ symbol: String) -> String {
    guard symbol.hasPrefix("$s") else { return symbol }
    let outcome = run(["swift", "demangle", "--simplified", "--compact", symbol], timeout: 10)
    let text = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? symbol : text
}

/// A plain explanation of a crash by `signal`.
func explain(signal: Int32) -> String {
    switch signal {
    case SIGSEGV, SIGBUS:
        "crashed with signal \(signal): a stack overflow (endless recursion) or a force-unwrap?"
    case SIGILL, SIGTRAP:
        "crashed with signal \(signal): a Swift runtime trap: fatalError, a force-unwrap of nil, an index out of range, an arithmetic overflow, or a dispatch queue waiting on itself?"
    case SIGABRT:
        "crashed with signal \(signal): an abort: a failed precondition or assertion, or memory corrupted by two threads at once?"
    case SIGKILL, SIGTERM:
        "was stopped by signal \(signal) from outside: out of memory?"
    default:
        "crashed with signal \(signal)"
    }
}

/// `10 s`, or `2.5 s`.
func formatSeconds(_ seconds: TimeInterval) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
