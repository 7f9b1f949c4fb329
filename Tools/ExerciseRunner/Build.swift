// Building the exercises the way the workbook builds the learner's code: in a package of its
// own under .build/exercises, written from the catalogue on every run. Each exercise is a
// module (the file checked and its checks), so that a file that does not compile is reported
// as that exercise failing, with the compiler's first error, and the package is built again
// without it: every other exercise is still checked. Exercises/README.md, "For contributors".
import ExerciseCatalog
import Foundation
import Toolkit

/// One exercise to build, and the file to compile in place of its starter, relative to the
/// repository root: the learner's, a solution or a mistake.
public typealias BuildEntry = (exercise: Exercise, file: String)

/// The exercise package and where it is built.
public struct ExerciseBuild: Sendable {
    /// The repository.
    public let repository: Repository
    /// Whether everything is compiled with ThreadSanitizer: a package of its own, in
    /// `.build/exercises-tsan`, so that building it never rebuilds the usual one.
    public let threadSanitizer: Bool

    /// The build of `repository`'s exercises.
    public init(repository: Repository, threadSanitizer: Bool = false) {
        self.repository = repository
        self.threadSanitizer = threadSanitizer
    }

    /// The generated package.
    public var package: ScratchPackage { ScratchPackage(folder: repository.url(threadSanitizer ? ".build/exercises-tsan" : ".build/exercises")) }

    /// The process that runs one exercise's checks: `exercise-checks 03.2`.
    public var checkRunner: URL { package.folder.appendingPathComponent(".build/debug/exercise-checks") }

    /// The package's files for `entries`: the check vocabulary, the checks' helpers, one module
    /// per exercise, and the check process, which knows every exercise built into it.
    public func files(for entries: [BuildEntry]) throws -> [String: String] {
        func copy(_ path: String) throws -> String {
            located(try repository.lines(path), file: repository.path(path))
        }
        // The libraries are compiled here too, from copies: an exercise may use what they
        // declare `package`, as the repository's own tests do.
        let rx = #""NaiveRx", "ProductionRx", "ProductionRxTest""#
        let settings = #"swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]"#
        let modules = entries.map { "Exercise_\($0.exercise.moduleSuffix)" }
        var targets = [
            #".target(name: "NaiveRx", swiftSettings: traceResources)"#, #".target(name: "ProductionRx", swiftSettings: traceResources)"#,
            #".target(name: "Marbles")"#, #".target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources)"#,
            #".target(name: "ExerciseKit")"#, #".target(name: "ExerciseCheckSupport", dependencies: ["ExerciseKit", \#(rx)], \#(settings))"#,
            #".executableTarget(name: "exercise-checks", dependencies: [\#((["ExerciseKit"] + modules).map { "\"\($0)\"" }.joined(separator: ", "))])"#,
        ]
        var files: [String: String] = [:]
        for (folder, target) in [
            ("Tools/ExerciseKit", "ExerciseKit"), ("Exercises/Checks/Support", "ExerciseCheckSupport"), ("Sources/NaiveRx", "NaiveRx"),
            ("Sources/ProductionRx", "ProductionRx"), ("Sources/ProductionRxTest", "ProductionRxTest"), ("Sources/Marbles", "Marbles"),
        ] {
            for name in try FileManager.default.subpathsOfDirectory(atPath: repository.path(folder)) where name.hasSuffix(".swift") {
                // `Map.copy.swift`, not `Map.swift`: a copy named like its original would give the
                // compiler two paths with one `#fileID`, and a warning wherever `#fileID` is used.
                files["Sources/\(target)/\(name.dropLast(6)).copy.swift"] = try copy("\(folder)/\(name)")
            }
        }
        for (entry, module) in zip(entries, modules) {
            // Without MemberImportVisibility: the checks of the exercises about threads put the
            // watched locks and atomics of ExerciseCheckSupport in place of Foundation's and
            // Synchronization's, and the learner's file, which imports neither, must still see
            // their members (Checks/Support/Watched.swift).
            targets.append(#".target(name: "\#(module)", dependencies: ["ExerciseKit", "ExerciseCheckSupport", \#(rx)])"#)
            files["Sources/\(module)/Exercise.swift"] = try copy(entry.file)
            files["Sources/\(module)/Checks.swift"] = try copy(entry.exercise.checks)
        }
        files["Sources/exercise-checks/main.swift"] =
            (["// Written by `swift run exercises`: runs the checks of the exercise its argument names.", "import ExerciseKit"]
            + modules.map { "import \($0)" }
            + ["", "runExercise(["] + zip(entries, modules).map { "    \"\($0.exercise.id)\": \($1).exerciseChecks," } + ["])"])
            .joined(separator: "\n") + "\n"
        files["Package.swift"] = ScratchPackage.manifest(name: "Exercises", targets: targets)
        return files
    }

    /// Builds the check process with `entries`; a file that does not compile is left out and
    /// the build tried again, until the rest builds. Returns the first compiler error of each
    /// exercise left out, by id. `warned` hears of each compiler warning once; a failure that
    /// no exercise's file explains stops `command` with the build's last lines.
    public func build(_ entries: [BuildEntry], command: Command, warned: (Diagnostic) -> Void) -> [String: Diagnostic] {
        func failed(_ why: String) -> Never { command.fail("the exercises could not be built, and no exercise file explains why:\n\(why)") }
        let what = entries.count == 1 ? entries[0].exercise.id : "\(entries.count) exercises"
        print(Style.current.dim("Building \(what)\(threadSanitizer ? " with ThreadSanitizer" : "")…"))
        var broken: [String: Diagnostic] = [:]
        var warnings: Set<Diagnostic> = []
        var remaining = entries
        while !remaining.isEmpty {
            do {
                try package.write(files(for: remaining))
            } catch {
                failed("could not write the exercise package under \(repository.relative(package.folder.path)): \(error)")
            }
            let sanitize = threadSanitizer ? ["--sanitize=thread"] : []
            let build = package.build(["--scratch-path", package.folder.appendingPathComponent(".build").path, "--product", "exercise-checks"] + sanitize)
            for warning in build.lines.compactMap(Diagnostic.init) where warning.severity == "warning" && warnings.insert(warning).inserted {
                warned(warning)
            }
            if build.succeeded { return broken }
            let newlyBroken = firstErrors(in: build.lines, entries: remaining)
            if newlyBroken.isEmpty {
                let tail = build.lines.filter { !$0.isEmpty }.suffix(30).joined(separator: "\n")
                failed(tail.isEmpty ? "swift build ended with \(build.ending)" : tail)
            }
            broken.merge(newlyBroken) { first, _ in first }
            remaining.removeAll { newlyBroken[$0.exercise.id] != nil }
            if !remaining.isEmpty {
                print(Style.current.dim("Building the other exercises without \(newlyBroken.keys.sorted().joined(separator: ", "))…"))
            }
        }
        return broken
    }

    /// The first error the compiler reported in each entry's file or checks, by exercise id, with
    /// the file relative to the repository; errors in other files are no exercise's doing.
    public func firstErrors(in output: [String], entries: [BuildEntry]) -> [String: Diagnostic] {
        // A file is named by its own path, or (for an error at its very end, which the line
        // directive does not cover) by its copy's, one line further down.
        var owners: [String: (id: String, file: String, offset: Int)] = [:]
        for entry in entries {
            let module = package.folder.appendingPathComponent("Sources/Exercise_\(entry.exercise.moduleSuffix)")
            for (file, copy) in [(entry.file, "Exercise.swift"), (entry.exercise.checks, "Checks.swift")] {
                owners[repository.path(file)] = (entry.exercise.id, file, 0)
                owners[module.appendingPathComponent(copy).path] = (entry.exercise.id, file, -1)
            }
        }
        var errors: [String: Diagnostic] = [:]
        for line in output {
            guard let error = Diagnostic(line), error.severity == "error", let owner = owners[URL(fileURLWithPath: error.file).standardizedFileURL.path],
                errors[owner.id] == nil
            else { continue }
            errors[owner.id] = Diagnostic(file: owner.file, line: error.line + owner.offset, column: error.column, message: error.message)
        }
        return errors
    }
}
