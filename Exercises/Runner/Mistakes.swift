// The wrong-but-plausible answers kept in Exercises/Mistakes, which each exercise's checks
// must reject. A mistake file replaces the starter whole; its first line names the mistake
// and its second the check that catches it.
import ExerciseCatalog
import Foundation

/// One wrong answer to an exercise.
public struct Mistake: Sendable {
    /// The exercise it answers.
    public let exercise: Exercise
    /// Its file, relative to the repository root: `Exercises/Mistakes/03.2-….swift`.
    public let file: String
    /// What is wrong, from the first line: `the counter is shared between subscriptions`.
    public let name: String
    /// The check that must fail because of it, from the second line.
    public let caughtBy: String
    /// Whether only ThreadSanitizer reliably catches it: a data race that a busy machine
    /// rarely lets happen while the checks watch. Its second line ends with
    /// `, under ThreadSanitizer`.
    public let needsThreadSanitizer: Bool
}

/// The end of a mistake's second line when only ThreadSanitizer catches it reliably.
let underThreadSanitizer = ", under ThreadSanitizer"

/// The folder of the mistakes, relative to the repository root.
public let mistakesFolder = "Exercises/Mistakes"

/// Every mistake of `exercise`, sorted by file name; a file whose first two lines are not
/// `// Mistake: …` and `// Caught by: …` is listed with an empty name, for the tests to catch.
public func mistakes(of exercise: Exercise, root: URL) -> [Mistake] {
    let folder = root.appendingPathComponent(mistakesFolder)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasPrefix(exercise.mistakePrefix) && $0.hasSuffix(".swift") }.sorted().map { name in
        let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        func value(_ line: Int, _ prefix: String) -> String {
            guard line < lines.count, lines[line].hasPrefix(prefix) else { return "" }
            return lines[line].dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        }
        var caughtBy = value(1, "// Caught by:")
        let needsThreadSanitizer = caughtBy.hasSuffix(underThreadSanitizer)
        if needsThreadSanitizer { caughtBy.removeLast(underThreadSanitizer.count) }
        return Mistake(
            exercise: exercise, file: "\(mistakesFolder)/\(name)", name: value(0, "// Mistake:"), caughtBy: caughtBy,
            needsThreadSanitizer: needsThreadSanitizer)
    }
}
