// Checking steps: stage each library with the learner's regions (or the reference), build
// it, run the tests that judge the chosen steps, and report. The learner's `swift run
// workbook 6` and CI's proofs (`swift run proofs workbook`) both come here.
import Foundation
import Toolkit
import WorkbookCatalogue

/// What to check, and how.
public struct WorkbookCheck: Sendable {
    /// The steps named on the command line.
    public var named: [Step] = []
    /// Every step, the untouched ones too.
    public var all = false
    /// The steps to take from `Sources/` even if the learner changed them.
    public var reference: Set<Int> = []
    /// Explain every failing test, not only the first six.
    public var verbose = false
    /// Seconds a test may run.
    public var timeout: TimeInterval = 20
    /// ThreadSanitizer: on or off for every step; `nil`, on when the learner's code of a step
    /// about threads is checked.
    public var threadSanitizer: Bool?
    /// For CI: what every step checked must do.
    public var expectation: Expectation?
    /// For CI: mistakes compiled into the build, each of which must fail its step's tests.
    public var mistakes: [StepMistake] = []
    /// For CI: compile the learner's regions behind a switch beside the reference and
    /// `mistakes` (where every region is a function body), so that the proof's two runs
    /// (untouched steps, then the reference) share one build.
    public var learnerBehindSwitch = false

    /// Nothing named yet: the steps the learner started.
    public init() {}
}

/// Runs `check` in `repository`; returns the exit status (0 when every step passed, or did
/// what `expectation` asked).
public func run(_ check: WorkbookCheck, in repository: Repository, style: Style = .current) -> Int32 {
    let learners = Workbook.steps.map { LearnerStep($0, in: repository) }
    let named = Set(check.named.map(\.number))
    let started = learners.filter(\.isChanged)
    let checked = check.all || !named.isEmpty ? learners.filter { check.all || named.contains($0.step.number) } : started
    if checked.isEmpty {
        let first = Workbook.steps[0]
        print("You have not started the workbook yet: every step still holds its stub.")
        print("Start with step \(first.number), \(first.title):")
        for file in first.learnerFiles { print("    open   \(file)") }
        print("    read   \(first.section)")
        print("    check  swift run workbook \(first.number)")
        print(style.dim("`swift run workbook --status` lists every step; Exercises/Workbook/README.md explains the workbook."))
        return 0
    }
    // The learner's code is used for a step being checked, and for every step the learner has
    // changed, unless `--reference` says otherwise; the reference for every other step.
    let yourNumbers = Set((checked + started).map(\.step.number)).subtracting(check.reference)
    let yours = learners.filter { yourNumbers.contains($0.step.number) }
    let unusable = yours.filter { $0.problem != nil }
    let numbers = { (learners: [LearnerStep]) in learners.map { "\($0.step.number)" }.joined(separator: ", ") }
    let whose = yours.isEmpty ? "none" : "step" + (yours.count == 1 ? " " : "s ") + numbers(yours)
    let unusableNote = unusable.isEmpty ? "" : " (Steps \(numbers(unusable)) cannot be used: see below.)"
    print(style.dim("Your code: \(whose). The reference from Sources/: \(yours.isEmpty ? "every step." : "every other step.")\(unusableNote)"))
    print("")

    var results: [StepResult] = []
    var mistakeProblems: [String] = []
    for library in Library.allCases where checked.contains(where: { $0.step.library == library }) {
        let steps = checked.filter { $0.step.library == library }
        let sanitize = check.threadSanitizer ?? steps.contains { $0.step.threads && yourNumbers.contains($0.step.number) }
        let package = StagedPackage(library: library, threadSanitizer: sanitize, repository: repository)
        let usable = yours.filter { $0.step.library == library && $0.problem == nil }
        var environment: [String: String] = [:]
        do {
            if check.learnerBehindSwitch,
                try package.stage(yours: [], mistakes: check.mistakes, switched: learners.filter { $0.problem == nil }, repository: repository)
            {
                if !usable.isEmpty { environment[mistakeSwitch] = untouchedSwitch }
            } else {
                // The mistakes are written against the reference's other regions.
                _ = try package.stage(yours: usable, mistakes: usable.isEmpty ? check.mistakes : [], repository: repository)
            }
        } catch {
            print("workbook: could not prepare the \(library.rawValue) package under .build/workbook: \(error)")
            return 2
        }
        let underSanitizer = sanitize ? " with ThreadSanitizer, since a step checked is about threads (`--no-thread-sanitizer` to build without)" : ""
        print(style.dim("Building \(library.rawValue)\(underSanitizer) (the first build takes a few minutes; later ones only rebuild what changed)…"))
        let outcome = build(package, style: style)
        var run = TestRun()
        // ThreadSanitizer makes code several times slower: every test gets four times as long.
        let timeout = sanitize ? check.timeout * 4 : check.timeout
        if outcome.succeeded {
            // Each check once, as a pattern that selects its tests in the test target.
            var seen: Set<String> = []
            let filters = steps.flatMap(\.step.checks).filter { seen.insert($0).inserted }.map {
                "^" + NSRegularExpression.escapedPattern(for: "\(library.testTarget).\($0)") + "(/|$)"
            }
            print(style.dim("Running \(library.testTarget)…"))
            // CI's proof that the untouched steps fail stops once every step has a test that
            // failed and every check of theirs has tests: the rest could only fail too.
            let failedOne = { (run: TestRun) in
                steps.allSatisfy { learner in
                    let (tests, emptyChecks) = run.tests(of: learner.step)
                    return emptyChecks.isEmpty && tests.contains { [.failed, .crashed, .timedOut].contains($0.status) }
                }
            }
            run = runTests(
                package, filters: filters, timeout: timeout, environment: environment, repository: repository,
                enough: check.expectation == .fail ? failedOne : nil)
        }
        for learner in steps {
            var result = StepResult(learner: learner, verdict: .ran, yours: yourNumbers.contains(learner.step.number), sanitized: sanitize)
            if let problem = learner.problem, result.yours || !outcome.succeeded {
                result.verdict = .unusable(problem)
            } else if !outcome.succeeded {
                result.verdict = .doesNotCompile(outcome)
            } else if let failure = run.failure {
                result.verdict = .testsDidNotRun(failure)
            } else {
                (result.tests, result.emptyChecks) = run.tests(of: learner.step)
            }
            results.append(result)
        }
        guard outcome.succeeded else { continue }
        let proved = check.mistakes.filter { $0.step.library == library && !yourNumbers.contains($0.step.number) }
        mistakeProblems += proved.compactMap { prove($0, in: package, timeout: timeout, repository: repository, style: style) }
    }
    print("")

    // CI: one line per step; the whole report only for a step that surprised.
    for result in results {
        print(check.expectation == nil ? report(result, verbose: check.verbose, style: style, repository: repository) + "\n" : headline(result, style: style))
    }
    if check.expectation == nil { record(results, in: repository) }
    let passedCount = results.filter(\.passed).count
    print(style.bold("\(passedCount) of \(results.count) step\(results.count == 1 ? "" : "s") pass"))

    guard let expectation = check.expectation else {
        // The first step that does not pass yet with the learner's code.
        let saved = savedResults(in: repository).load(or: [:])
        if let next = Workbook.steps.first(where: { !state(of: $0, results: saved, repository: repository).passes }) {
            print("Next: step \(next.number), \(next.title): `swift run workbook \(next.number)` (`--status` lists every step).")
        } else if passedCount == results.count {
            print("Every step passes: you have built NaiveRx and ProductionRx's core yourself.")
        }
        return passedCount == results.count ? 0 : 1
    }
    // Expected to fail: failed its tests, cleanly: it compiled, its tests ran, and every check
    // found its tests.
    let unexpected = results.filter { result in
        if expectation == .pass { return !result.passed }
        guard case .ran = result.verdict, !result.passed, result.emptyChecks.isEmpty else { return true }
        return false
    }
    if !mistakeProblems.isEmpty {
        print("\nThese mistakes are not caught as they should be:\n")
        for problem in mistakeProblems { print(problem + "\n") }
    }
    if unexpected.isEmpty { return mistakeProblems.isEmpty ? 0 : 1 }
    print(
        expectation == .pass
            ? "\nExpected every step to pass; these did not:\n"
            : "\nExpected every step to fail its tests, cleanly; these passed, did not compile, or could not run:\n")
    for result in unexpected { print(report(result, verbose: check.verbose, style: style, repository: repository) + "\n") }
    return 1
}

/// Runs the tests of `mistake`'s step with the mistake switched on, prints one line, and says
/// what is wrong if the test its file names did not fail.
private func prove(_ mistake: StepMistake, in package: StagedPackage, timeout: TimeInterval, repository: Repository, style: Style) -> String? {
    let library = mistake.step.library
    // Only the test the mistake names, wherever it is among the step's suites: "sink forwards
    // nothing" is `sinkForwardsNothing()`.
    let words = mistake.caughtBy.split(separator: " ")
    let function = (words.prefix(1).map { $0.lowercased() } + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    let escaped = NSRegularExpression.escapedPattern
    let only = "^\(escaped(library.testTarget))\\.(\(mistake.step.checks.map(escaped).joined(separator: "|")))(/[^/]+)*/\(escaped(function))\\("
    let run = runTests(package, filters: [only], timeout: timeout, environment: [mistakeSwitch: mistake.key], repository: repository)
    let named = run.tests.filter { sentence($0.name) == mistake.caughtBy }
    var problem: String?
    if let failure = run.failure {
        problem = "the tests did not run:\n" + failure.joined(separator: "\n")
    } else if named.isEmpty {
        problem = "its second line names “\(mistake.caughtBy)”, which is not a test of step \(mistake.step.number)"
    } else if named.allSatisfy({ $0.status == .passed }) {
        let failed = run.tests.filter { $0.status != .passed }.map { "“\(sentence($0.name))”" }
        problem =
            failed.isEmpty
            ? "passes every test of step \(mistake.step.number)" : "fails, but not the test its file names; failed: " + failed.joined(separator: ", ")
    }
    print("\(style.mark(problem == nil)) step \(mistake.step.number) \(mistake.file)")
    if problem == nil {
        let how = named.first.map { $0.status == .passed || $0.status == .failed ? "" : " (\($0.status))" } ?? ""
        print(style.dim("      caught by “\(mistake.caughtBy)”\(how)"))
    }
    return problem.map { "\(mistake.file): \($0)" }
}
