// Building the exercises: each exercise's file, and its checks, compile into modules of their
// own, added to the package only while `RX_EXERCISE_FILES` names them (Package.swift). A file
// that does not compile is reported as that exercise failing, with the compiler's first
// error, and the build runs again without it, so that every other exercise is still checked.
import ExerciseCatalog
import Foundation

/// One exercise to build, from a chosen file: the learner's, a solution or a mistake.
public struct BuildEntry: Sendable {
    /// The exercise.
    public let exercise: Exercise
    /// The file to compile in place of the starter, relative to the repository root.
    public let file: String

    /// Creates an entry.
    public init(exercise: Exercise, file: String) {
        self.exercise = exercise
        self.file = file
    }
}

/// What a build left: which exercises can be checked, and which did not compile.
public struct BuildOutcome: Sendable {
    /// The entries built into the check runner, ready to be checked.
    public var built: [BuildEntry] = []
    /// The first compiler error of each exercise that did not compile, by id.
    public var broken: [String: CompilerError] = [:]
    /// A build failure that no exercise's file explains (the build's own output, last lines).
    public var failure: String?
}

/// The value of `RX_EXERCISE_FILES` that builds `entries`: `id|file|checks`, `;` between them.
public func exerciseFilesVariable(_ entries: [BuildEntry]) -> String {
    entries.map { "\($0.exercise.id)|\($0.file)|\($0.exercise.checks)" }.joined(separator: ";")
}

/// Builds the check runner with `entries`; a file that does not compile is left out and the
/// build tried again, until the rest builds. `progress` receives a line to show, if any.
/// With `threadSanitizer`, everything is compiled with ThreadSanitizer, in `workspace`'s
/// ThreadSanitizer build folder.
public func buildExercises(
    _ entries: [BuildEntry], in workspace: Workspace, threadSanitizer: Bool = false, progress: (String) -> Void = { _ in }
) -> BuildOutcome {
    var outcome = BuildOutcome()
    var remaining = entries
    let scratch = threadSanitizer ? workspace.threadSanitized.scratch : workspace.scratch
    let sanitize = threadSanitizer ? ["--sanitize=thread"] : []
    while !remaining.isEmpty {
        let build = runChild(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["swift", "build", "--package-path", workspace.root.path, "--scratch-path", scratch.path, "--product", "exercise-checks"] + sanitize,
            environment: ["RX_EXERCISE_FILES": exerciseFilesVariable(remaining)],
            timeout: 3600
        )
        if build.ending == .exited(0) {
            outcome.built = remaining
            return outcome
        }
        let output = build.standardOutput + "\n" + build.standardError
        let newlyBroken = firstErrors(in: output, entries: remaining, root: workspace.root)
        if newlyBroken.isEmpty {
            let tail = output.split(separator: "\n", omittingEmptySubsequences: true).suffix(30).joined(separator: "\n")
            outcome.failure = tail.isEmpty ? "swift build ended with \(build.ending)" : tail
            return outcome
        }
        outcome.broken.merge(newlyBroken) { first, _ in first }
        remaining.removeAll { newlyBroken[$0.exercise.id] != nil }
        if !remaining.isEmpty {
            progress("Building the other exercises without \(newlyBroken.keys.sorted().joined(separator: ", "))…")
        }
    }
    return outcome
}

/// The first error the compiler reported in each entry's file or checks, by exercise id.
/// Errors in any other file are not an exercise's doing, and are left out.
public func firstErrors(in output: String, entries: [BuildEntry], root: URL) -> [String: CompilerError] {
    var owners: [String: (id: String, relative: String)] = [:]
    for entry in entries {
        for file in [entry.file, entry.exercise.checks] {
            owners[canonicalPath(root.appendingPathComponent(file))] = (entry.exercise.id, file)
        }
    }
    var errors: [String: CompilerError] = [:]
    for line in output.split(separator: "\n") {
        guard let error = parseError(String(line)) else { continue }
        guard let owner = owners[canonicalPath(URL(fileURLWithPath: error.file))], errors[owner.id] == nil else { continue }
        errors[owner.id] = CompilerError(file: owner.relative, line: error.line, column: error.column, message: error.message)
    }
    return errors
}

/// The error on a compiler output line: `/path/File.swift:12:5: error: message`.
public func parseError(_ line: String) -> CompilerError? {
    let marker = ": error: "
    guard let markerRange = line.range(of: marker) else { return nil }
    let location = line[..<markerRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard location.count >= 3, let column = Int(location[location.count - 1]), let row = Int(location[location.count - 2]) else { return nil }
    let file = location.dropLast(2).joined(separator: ":")
    guard file.hasSuffix(".swift") else { return nil }
    return CompilerError(file: file, line: row, column: column, message: String(line[markerRange.upperBound...]))
}

/// `url`'s path with `..` and symbolic links resolved, to compare two paths to one file.
func canonicalPath(_ url: URL) -> String {
    url.standardizedFileURL.resolvingSymlinksInPath().path
}
