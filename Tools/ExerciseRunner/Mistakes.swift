// The wrong-but-plausible answers in Exercises/Mistakes, which each exercise's checks must
// reject. A mistake is a small change to the reference solution, kept as a patch
// (`diff -u`): its first line names the mistake, its second the check that catches it, and
// its hunks say what it changes. Exercises/README.md, "For contributors".
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
        let lines = repository.lines("\(mistakesFolder)/\(name)") ?? []
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
