// Where the learner stands: the last result of each step (kept under .build/workbook), the
// step list, what comes next; and the two commands that rewrite step files, --sync and --reset.
import Foundation
import Toolkit
import WorkbookCatalogue

/// The last check of a step, as remembered between runs.
struct SavedResult: Codable, Sendable {
    let passed: Bool
    let passing: Int
    let total: Int
    /// Whether the learner's code was checked (not the reference).
    let yours: Bool
    /// What the learner's regions held then; a different value means the code changed since.
    let fingerprint: String
}

/// The learner's regions of a step, as one string: two runs with the same code agree on it.
func fingerprint(_ learner: LearnerStep) -> String {
    fingerprint(
        learner.step.pieces.flatMap(\.regions).compactMap { stubbed in
            learner.regions[stubbed.name].map { stubbed.name + "\n" + $0.body.joined(separator: "\n") + "\n" }
        }.joined())
}

/// The last result of each step, by its number, in `.build/workbook/results.json`.
func savedResults(in repository: Repository) -> Remembered<[String: SavedResult]> {
    Remembered(".build/workbook/results.json", in: repository)
}

/// Remembers `results`, with a fingerprint of the code each was checked with.
func record(_ results: [StepResult], in repository: Repository) {
    let store = savedResults(in: repository)
    var saved = store.load(or: [:])
    for result in results {
        saved["\(result.step.number)"] = SavedResult(
            passed: result.passed, passing: result.passedCount, total: result.tests.count, yours: result.yours, fingerprint: fingerprint(result.learner))
    }
    store.save(saved)
}

/// Where a step stands, as `--status` shows it (a mark and a few words), and whether it
/// passes with the learner's code.
func state(of step: Step, results: [String: SavedResult], repository: Repository, style: Style = .plain) -> (mark: String, words: String, passes: Bool) {
    let learner = LearnerStep(step, in: repository)
    if let problem = learner.problem { return (style.fail, "\(problem)", false) }
    guard learner.isChanged else { return (" ", "not started", false) }
    guard let saved = results["\(step.number)"], saved.yours else { return ("…", "started, not checked yet", false) }
    guard saved.fingerprint == fingerprint(learner) else { return ("…", "changed since the last check", false) }
    return saved.passed ? (style.pass, "passes", true) : (style.fail, "\(saved.passing) of \(saved.total) tests pass", false)
}

/// Prints every step, its files and the section that explains it (`--list`).
public func printList() {
    for step in Workbook.steps {
        print("\(step.paddedNumber)  \(step.title) — \(step.library.rawValue), chapter \(step.chapter)")
        print("    \(step.summary)")
        for file in step.learnerFiles { print("    your file: \(file)") }
        print("    read:      \(step.section)")
    }
}

/// Prints where each step stands and what comes next (`--status`).
public func printStatus(repository: Repository, style: Style = .current) {
    let results = savedResults(in: repository).load(or: [:])
    print(style.bold("The workbook: \(Workbook.steps.count) steps") + style.dim("  (Exercises/Workbook/README.md)"))
    let states = Workbook.steps.map { state(of: $0, results: results, repository: repository, style: style) }
    for (step, (mark, words, _)) in zip(Workbook.steps, states) {
        let title = step.title.padding(toLength: 36, withPad: " ", startingAt: 0)
        let chapter = "ch. \(step.chapter)".padding(toLength: 6, withPad: " ", startingAt: 0)
        print(" \(mark) \(String(format: "%2d", step.number))  \(title) \(style.dim(chapter))  \(words)")
    }
    print("")
    print("\(states.filter(\.passes).count) of \(Workbook.steps.count) steps pass with your code.")
    if let next = zip(Workbook.steps, states).first(where: { !$1.passes })?.0 {
        print("Next: step \(next.number), \(next.title): \(next.learnerFiles.joined(separator: ", "))")
        print("      read \(next.section), then `swift run workbook \(next.number)`")
    }
}

/// Brings the step files of `steps` up to date with their real sources, their regions holding
/// what the learner wrote (with `keepingRegions`, where the markers can be read) or their stubs.
/// With `write` false, `changed` says where each file differs instead. With `savingTo` (`--reset`),
/// each file is copied under that folder first, and both are printed as they are written.
public func syncStepFiles(
    in repository: Repository, keepingRegions: Bool, write: Bool = true, steps: [Step] = Workbook.steps, savingTo saved: String? = nil
) -> (changed: [String], problems: [Problem]) {
    var changed: [String] = []
    var problems: [Problem] = []
    for step in steps {
        for piece in step.pieces {
            let path = step.learnerFile(piece)
            do {
                let realLines = try repository.lines(piece.source)
                let current = keepingRegions ? (try? repository.lines(path)).flatMap { try? Workbook.regions(in: $0, file: path) } : nil
                let lines = try Workbook.learnerLines(of: step, piece: piece, realLines: realLines, bodies: current?.mapValues(\.body) ?? [:])
                guard let difference = firstDifference(lines, (try? repository.lines(path)) ?? []) else { continue }
                if write {
                    if let saved, let text = try? String(contentsOf: repository.url(path), encoding: .utf8) {
                        _ = try? repository.write(text, to: "\(saved)/\(path)")
                        print("saved your \(path) as \(saved)/\(path)")
                    }
                    try repository.write(lines.joined(separator: "\n") + "\n", to: path)
                    changed.append((saved == nil ? "updated " : "reset ") + path)
                    if saved != nil { print(changed.last ?? "") }
                } else {
                    changed.append(
                        "\(path):\(difference.line): differs from \(piece.source) with step \(step.number)'s regions blanked; "
                            + "expected \(difference.expected), found \(difference.found)")
                }
            } catch {
                problems.append(error as? Problem ?? Problem(file: path, line: 0, message: "\(error)"))
            }
        }
    }
    return (changed, problems)
}

/// Puts the stubs of `steps` back, saving the learner's files first.
public func reset(_ steps: [Step], repository: Repository) -> Bool {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
    let problems = syncStepFiles(in: repository, keepingRegions: false, steps: steps, savingTo: ".build/workbook/saved/\(stamp)").problems
    for problem in problems { print("workbook: cannot reset \(problem)") }
    return problems.isEmpty
}
