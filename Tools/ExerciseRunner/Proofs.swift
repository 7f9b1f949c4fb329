// CI's proofs that the exercises are sound, run by `swift run proofs` and never by the
// learner: every starter fails its checks cleanly, every solution passes them, every named
// mistake fails the check it names, and a starter that does not compile fails alone. A mistake
// (Exercises/Mistakes) is a wrong-but-plausible answer kept as a patch of the reference solution
// (`diff -u`): its first line names the mistake, its second the check that catches it, and its
// hunks say what it changes. Exercises/README.md, "For contributors".
import ExerciseCatalog
import Foundation
import Toolkit

/// One wrong answer to an exercise.
public struct Mistake: Sendable {
    /// The exercise it answers.
    public let exercise: Exercise
    /// Its patch, relative to the repository root: `Exercises/Mistakes/03.2-….diff`.
    public let file: String
    /// What is wrong, from the first line: `Mistake: the counter is shared …`.
    public let name: String
    /// The check that must fail because of it, from the second line.
    public let caughtBy: String
    /// Its hunks: the lines each replaces (context included) and the lines it puts there,
    /// with the line of the solution where the replaced lines start.
    let hunks: [(line: Int, old: [String], new: [String])]

    /// The mistaken file: the solution with every hunk applied, its first line (which calls
    /// it the reference solution) replaced by the mistake's name and the check that catches
    /// it. Throws when a hunk's lines are not in the solution: the solution changed since.
    public func apply(to solution: [String]) throws -> [String] {
        var lines = solution
        var cursor = 0
        for hunk in hunks {
            let expected = hunk.line - 1 + lines.count - solution.count
            let starts = (cursor...max(cursor, lines.count - hunk.old.count)).filter { Array(lines.dropFirst($0).prefix(hunk.old.count)) == hunk.old }
            guard let start = starts.min(by: { abs($0 - expected) < abs($1 - expected) }) else {
                throw Problem(
                    file: file, line: 0,
                    message: "its hunk at line \(hunk.line) no longer matches \(exercise.solution); make the mistake again from the solution")
            }
            lines.replaceSubrange(start..<(start + hunk.old.count), with: hunk.new)
            cursor = start + hunk.new.count
        }
        return ["// Mistake: \(name)", "// Caught by: \(caughtBy)"] + lines.dropFirst()
    }
}

/// The folder of the mistakes, relative to the repository root.
public let mistakesFolder = "Exercises/Mistakes"

/// Every mistake of `exercise`, sorted by file name; a file whose first two lines are not
/// `Mistake: …` and `Caught by: …` is listed with an empty name, for the tests to catch.
public func mistakes(of exercise: Exercise, in repository: Repository) -> [Mistake] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.path(mistakesFolder))) ?? []
    return names.filter { $0.hasPrefix("\(exercise.id)-") && $0.hasSuffix(".diff") }.sorted().map { name in
        let lines = (try? repository.lines("\(mistakesFolder)/\(name)")) ?? []
        func value(_ index: Int, _ prefix: String) -> String {
            guard index < lines.count, lines[index].hasPrefix(prefix) else { return "" }
            return String(lines[index].dropFirst(prefix.count)).trimmed()
        }
        var hunks: [(line: Int, old: [String], new: [String])] = []
        for line in lines.drop(while: { !$0.hasPrefix("@@") }) {
            if line.hasPrefix("@@") {
                // `@@ -12,4 +12,5 @@`: the hunk starts at line 12 of the solution.
                hunks.append((Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 1, [], []))
            } else if !line.hasPrefix("\\") {
                // An empty line is a context line whose space an editor trimmed.
                let (kind, text) = (line.first ?? " ", String(line.dropFirst()))
                if kind != "+" { hunks[hunks.count - 1].old.append(text) }
                if kind != "-" { hunks[hunks.count - 1].new.append(text) }
            }
        }
        return Mistake(exercise: exercise, file: "\(mistakesFolder)/\(name)", name: value(0, "Mistake:"), caughtBy: value(1, "Caught by:"), hunks: hunks)
    }
}

extension Session {
    /// Checks `selected`, each with the file `file` gives, and expects every one to pass (or to
    /// fail its checks cleanly) and no compiler warning, which a learner would see. Returns the exit status.
    public func expect(_ expectation: Expectation, of selected: [Exercise], file: (Exercise) -> String) -> Int32 {
        var warnings: [Diagnostic] = []
        let results = check(selected.map { (exercise: $0, file: file($0)) }) { warnings.append($0) }
        for result in results { print(headline(result, style: style)) }
        if !warnings.isEmpty {
            print(style.red("\nThe exercise package's build has compiler warnings; the learner's build must have none:"))
            warnings.forEach { print("    \(repository.relative($0.file)):\($0.line): \($0.message)") }
        }
        let unexpected = results.filter { expectation == .pass ? !$0.passed : !$0.failedCleanly }
        if unexpected.isEmpty { return warnings.isEmpty ? 0 : 1 }
        print(
            expectation == .pass
                ? "\nExpected every exercise to pass; these did not:\n"
                : "\nExpected every exercise to fail its checks cleanly (it compiles, no crash, no hang); these did not:\n")
        for result in unexpected {
            print(report(result, style: style))
            if result.passed { print("    (a starter must not pass: does it already contain the answer?)") }
            print()
        }
        return 1
    }

    /// Checks mistake set `number` (each exercise's `number`th mistake), or every set, one build
    /// each: each mistake must fail, at the check it names, and one of an exercise about threads
    /// in each of `raceRuns` runs. Returns the exit status.
    public func checkMistakes(set number: Int?, of selected: [Exercise], raceRuns: Int = 10) -> Int32 {
        let chosen: [(exercise: Exercise, mistakes: [Mistake])] = selected.map { ($0, mistakes(of: $0, in: repository)) }
        let largest = chosen.map(\.mistakes.count).max() ?? 0
        guard largest > 0 else {
            print("No mistakes to check.")
            return 0
        }
        var problems: [String] = []
        for number in number.map({ [$0] }) ?? Array(1...largest) {
            // An exercise with no mistake left keeps the file of the set before, which needs no
            // new build, and is not checked again.
            var entries: [BuildEntry] = []
            var checked: [String: Mistake?] = [:]
            for (exercise, mistakes) in chosen {
                let mistake = mistakes.isEmpty ? nil : mistakes[min(number, mistakes.count) - 1]
                do {
                    entries.append((exercise: exercise, file: try mistake.map(write) ?? exercise.solution))
                } catch {
                    problems.append("\(error)")
                    continue
                }
                if number <= max(mistakes.count, 1) { checked.updateValue(mistake, forKey: exercise.id) }
            }
            let count = checked.values.compactMap { $0 }.count
            print(style.bold("Mistake set \(number): \(count) mistake\(count == 1 ? "" : "s")"))
            for result in check(entries, only: Set(checked.keys)) {
                let mistake = checked[result.exercise.id] ?? nil
                if let problem = judge(result, mistake) {
                    problems.append("\(result.exercise.id) \(mistake?.file ?? result.file): \(problem)")
                    if !result.passed { problems.append(report(result, style: style)) }
                } else if let mistake, result.exercise.racesThreads, raceRuns > 1 {
                    let entry = (exercise: result.exercise, file: result.file)
                    let missed = (2...raceRuns).filter { _ in !runChecks(of: entry, only: mistake.caughtBy).failedChecks.contains(mistake.caughtBy) }.count
                    print(style.dim("      and again \(raceRuns - 1) times: \(missed == 0 ? "caught every time" : "missed \(missed) times")"))
                    if missed > 0 {
                        problems.append(
                            "\(result.exercise.id) \(mistake.file): “\(mistake.caughtBy)” let it pass \(missed) times out of \(raceRuns): a check of threads must not depend on luck"
                        )
                    }
                }
            }
            print()
        }
        if problems.isEmpty {
            print(
                "Every mistake fails its exercise, caught by the check it names\(raceRuns > 1 ? " (those about threads, \(raceRuns) times out of \(raceRuns))" : "")."
            )
            return 0
        }
        print(style.red("These mistakes are not caught as they should be:") + "\n")
        for problem in problems { print(problem + "\n") }
        return 1
    }

    /// What is wrong with `result` of `mistake` (or of the solution, for `nil`), after printing
    /// its line; `nil` when it failed as it should.
    func judge(_ result: ExerciseResult, _ mistake: Mistake?) -> String? {
        guard let mistake else { return result.passed ? nil : "the reference solution fails" }
        var problem: String?
        if result.passed {
            problem = "passes its checks: the checks cannot tell this mistake from a solution"
        } else if let error = result.compilerError {
            problem = "does not compile (a mistake must be a wrong answer that compiles): \(error.description)"
        } else if !result.plannedChecks.contains(mistake.caughtBy) {
            problem = "its second line names “\(mistake.caughtBy)”, which is not a check of \(result.exercise.id)"
        } else if !result.failedChecks.contains(mistake.caughtBy) {
            let failed = result.failedChecks.map { "“\($0)”" }.joined(separator: ", ")
            problem = "fails, but not the check its file names (“\(mistake.caughtBy)”); failed: \(failed)"
        }
        print("\(style.mark(problem == nil)) \(result.exercise.id) \(mistake.file)")
        if problem == nil {
            let how = result.interrupted == mistake.caughtBy ? " (it stopped there: \(result.abnormalEnd ?? ""))" : ""
            print(style.dim("      caught by “\(mistake.caughtBy)”\(how)"))
        }
        return problem
    }

    /// Writes `mistake` made to its solution under .build; returns its path in the repository.
    func write(_ mistake: Mistake) throws -> String {
        let name = URL(fileURLWithPath: mistake.file).deletingPathExtension().lastPathComponent
        let path = ".build/exercise-mistakes/\(name).swift"
        try repository.write(try mistake.apply(to: repository.lines(mistake.exercise.solution)).joined(separator: "\n") + "\n", to: path)
        return path
    }

    /// Proves that a starter that does not compile fails alone, with the compiler's first
    /// error: a copy of 03.2's starter with an unclosed parenthesis is checked beside 03.1's
    /// and 04.1's solutions. Returns the exit status.
    public func proveIsolation() -> Int32 {
        let exercises = select(["03.1", "03.2", "04.1"], command: command)
        let broken = ".build/exercise-isolation/Take.swift"
        let lines = ((try? repository.lines(exercises[1].starter)) ?? []) + ["", "let broken = ("]
        _ = try? repository.write(lines.joined(separator: "\n") + "\n", to: broken)
        let results = check(exercises.map { (exercise: $0, file: $0.id == "03.2" ? broken : $0.solution) })
        for result in results { print(report(result, style: style)) }
        let error = results[1].compilerError
        // The compiler notices the unclosed ( at the end of the file, two lines below it.
        guard results[0].passed, results[2].passed, !results[1].passed, error?.file == broken, error?.line == lines.count + 1 else {
            print(style.red("A starter that does not compile should fail alone, with its first error at \(broken):\(lines.count + 1)."))
            return 1
        }
        print("A starter that does not compile fails alone, with the compiler's first error; the others are still checked.")
        return 0
    }
}
