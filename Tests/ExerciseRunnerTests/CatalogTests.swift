// The exercises as a whole, checked without building them: every exercise has its files, at
// least three named mistakes, and hints that nudge without giving the solution's code away.
// Exercises/README.md, "For contributors".
import ExerciseCatalog
import ExerciseRunner
import Foundation
import Testing
import Toolkit

/// This repository, found from this file's path.
let repository = Repository.containing(#filePath)!

/// The text of `path`, relative to the repository root.
func text(_ path: String) throws -> String {
    try String(contentsOf: repository.url(path), encoding: .utf8)
}

@Suite struct EveryExercise {
    @Test(arguments: Catalog.exercises.map(\.id))
    func hasAStarterASolutionAndChecks(id: String) {
        let exercise = Catalog.exercises.first { $0.id == id }!
        for file in [exercise.starter, exercise.solution, exercise.checks] {
            #expect(FileManager.default.fileExists(atPath: repository.path(file)), "\(id): \(file) is missing")
        }
    }

    @Test(arguments: Catalog.exercises.map(\.id))
    func hasAtLeastThreeNamedMistakesThatApplyToItsSolution(id: String) throws {
        let exercise = Catalog.exercises.first { $0.id == id }!
        let found = mistakes(of: exercise, in: repository)
        let solution = try repository.lines(exercise.solution)
        #expect(found.count >= 3, "\(id) has \(found.count) mistakes in Exercises/Mistakes; it needs at least three")
        for mistake in found {
            #expect(!mistake.name.isEmpty, "\(mistake.file): its first line must be `Mistake: what is wrong`")
            #expect(!mistake.caughtBy.isEmpty, "\(mistake.file): its second line must be `Caught by: the check's sentence`")
            let made = try mistake.apply(to: solution)
            #expect(made.dropFirst(2) != solution.dropFirst(), "\(mistake.file) changes nothing")
        }
    }

    /// The exercise package's files with every starter, written once for all the cases below
    /// (each call copies the libraries: a second for every exercise otherwise).
    static let package = Result {
        try ExerciseBuild(repository: repository).files(for: Catalog.exercises.map { (exercise: $0, file: $0.starter) })
    }

    @Test(arguments: Catalog.exercises.map(\.id))
    func isAModuleOfTheExercisePackageAndRunByItsCheckProcess(id: String) throws {
        let exercise = Catalog.exercises.first { $0.id == id }!
        let files = try Self.package.get()
        let module = "Exercise_\(exercise.moduleSuffix)"
        #expect(files["Sources/\(module)/Exercise.swift"]?.contains(try text(exercise.starter)) == true)
        #expect(files["Sources/\(module)/Checks.swift"]?.contains(try text(exercise.checks)) == true)
        #expect(files["Sources/exercise-checks/main.swift"]?.contains("\"\(id)\": \(module).exerciseChecks,") == true)
        #expect(files["Package.swift"]?.contains(".target(name: \"\(module)\"") == true)
    }

    @Test func idsAndNamesAreUniqueAndInReadingOrder() {
        let ids = Catalog.exercises.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(Catalog.exercises.map { $0.name.lowercased() }).count == ids.count)
        #expect(ids == ids.sorted())
        for chapter in Catalog.chapters {
            #expect(chapter.exercises.allSatisfy { $0.id.hasPrefix("\(chapter.number).") })
        }
    }

    @Test func everyMistakeBelongsToAnExercise() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: repository.path(mistakesFolder))
        for file in files {
            #expect(file.hasSuffix(".diff"), "\(file): a mistake is a patch of its solution (Exercises/README.md)")
            #expect(Catalog.exercises.contains { file.hasPrefix("\($0.id)-") }, "\(file) does not start with an exercise's id")
        }
    }
}

@Suite struct Hints {
    @Test(arguments: Catalog.exercises.map(\.id))
    func comeInThreeLevels(id: String) {
        let exercise = Catalog.exercises.first { $0.id == id }!
        #expect(exercise.hints.count == 3)
        #expect(Set(exercise.hints).count == exercise.hints.count)
    }

    /// Code looks like a call, a closure, an assignment or a shorthand argument; a hint may
    /// name a type or an operator, in words.
    @Test(arguments: Catalog.exercises.map(\.id))
    func containNoCode(id: String) {
        let exercise = Catalog.exercises.first { $0.id == id }!
        for (level, hint) in exercise.hints.enumerated() {
            let code = hint.range(of: #"[A-Za-z_]\(|[{}$`]|->| = |\.[a-z]+[A-Z(]"#, options: .regularExpression)
            #expect(code == nil, "\(id) hint \(level + 1) looks like code at “\(code.map { String(hint[$0]) } ?? "")”: \(hint)")
        }
    }

    @Test(arguments: Catalog.exercises.map(\.id))
    func quoteNoLineOfTheSolution(id: String) throws {
        let exercise = Catalog.exercises.first { $0.id == id }!
        let lines = try text(exercise.solution).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let code = lines.filter { $0.count >= 12 && !$0.hasPrefix("//") && !$0.hasPrefix("import ") }
        for hint in exercise.hints {
            for line in code {
                #expect(!hint.contains(line), "\(id): a hint quotes the solution's line “\(line)”")
            }
        }
    }

    @Test func theLastLevelNamesTheSolutionAndEarlierOnesTheNextLevel() throws {
        let exercise = Catalog.exercises.first { $0.id == "03.2" }!
        let last = hint(exercise, level: 3, style: .plain)
        #expect(last.contains(exercise.solution))
        #expect(last.contains("hint 3 of 3"))
        let first = hint(exercise, level: 1, style: .plain)
        #expect(!first.contains(exercise.solution))
        #expect(first.contains("swift run exercises 03.2 --hint"))
        #expect(first.contains(exercise.hints[0].split(separator: " ").prefix(4).joined(separator: " ")))
        #expect(hint(exercise, level: 9, style: .plain) == last)
    }
}
