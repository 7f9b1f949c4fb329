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
    /// The file checked, relative to the repository root: the learner's, a solution or a mistake.
    public let file: String
    /// The first compiler error, when the file (or its checks) did not compile; then no check ran.
    public private(set) var compilerError: Diagnostic?
    /// Every check, by name, in order, as the check process announced them.
    public private(set) var plannedChecks: [String] = []
    /// The checks that finished, in order.
    public private(set) var checks: [CheckResult] = []
    /// The check that was running when the process crashed or hung.
    public private(set) var interrupted: String?
    /// Why the process did not finish normally, in plain words; `nil` if it did.
    public private(set) var abnormalEnd: String?
    /// The crash, hang or ThreadSanitizer report that stopped it, when one did.
    public private(set) var crash: Crash?
    /// The fingerprint of the file as it was checked.
    public var fingerprint: String?
    /// The last lines the learner's code printed.
    public private(set) var printedTail: [String] = []

    /// Whether every check ran and passed (the process ended normally only once every check ran).
    public var passed: Bool { compilerError == nil && abnormalEnd == nil && checks.allSatisfy(\.passed) }

    /// Failed because its checks failed: it compiled, and did not crash or hang. A stop by
    /// ThreadSanitizer is clean: it names what raced and where, as a starter about threads should.
    public var failedCleanly: Bool { compilerError == nil && (abnormalEnd == nil || crash?.isThreadSanitizerReport == true) && !passed }

    /// The names of the checks that failed, the one a crash or hang interrupted included.
    public var failedChecks: [String] { checks.filter { !$0.passed }.map(\.name) + (interrupted.map { [$0] } ?? []) }

    /// The result of an exercise whose file did not compile.
    public init(exercise: Exercise, file: String, compilerError: Diagnostic) {
        self.exercise = exercise
        self.file = file
        self.compilerError = compilerError
    }

    /// Reads the result from what the check process left behind (built with ThreadSanitizer or not).
    public init(exercise: Exercise, file: String, outcome: ChildOutcome, timeout: TimeInterval, threadSanitizer: Bool = false) {
        self.exercise = exercise
        self.file = file
        var printed: [String] = []
        for line in outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            let (printedText, message) = Message.split(line)
            if let printedText { printed.append(String(printedText)) }
            switch message {
            case .plan(let names): plannedChecks = names
            case .result(let name, let failures, let thrown): checks.append(CheckResult(name: name, failures: failures, thrown: thrown))
            case nil: break
            }
        }
        let finished = !plannedChecks.isEmpty && checks.count == plannedChecks.count
        interrupted = plannedChecks.dropFirst(checks.count).first
        while printed.last?.isEmpty == true { printed.removeLast() }
        printedTail = Array(printed.suffix(8))
        crash = Crash.diagnose(outcome.ending, standardError: outcome.standardError, threadSanitizer: threadSanitizer, timeout: timeout)
        abnormalEnd = crash?.cause ?? (finished ? nil : "stopped before its checks finished, with exit status 0: does the code call exit()?")
    }
}
