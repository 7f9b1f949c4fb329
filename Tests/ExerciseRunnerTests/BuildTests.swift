// Reading the compiler's output: a file that does not compile is pinned on its exercise, with
// the compiler's first error in it; errors elsewhere belong to no exercise.
import ExerciseCatalog
import ExerciseRunner
import Foundation
import Testing
import Toolkit

@Suite struct CompilerOutput {
    let build = ExerciseBuild(repository: Repository(root: URL(fileURLWithPath: "/repo")))
    let filter = Catalog.exercises.first { $0.id == "03.1" }!
    let take = Catalog.exercises.first { $0.id == "03.2" }!

    @Test func anErrorLineGivesFileLineColumnAndMessage() {
        let error = Diagnostic("/repo/Exercises/03-sink-and-the-first-operator/Take.swift:21:9: error: cannot find 'x' in scope")
        #expect(
            error == Diagnostic(file: "/repo/Exercises/03-sink-and-the-first-operator/Take.swift", line: 21, column: 9, message: "cannot find 'x' in scope"))
        #expect(Diagnostic("   |         `- error: cannot find 'x' in scope") == nil)
        #expect(Diagnostic("error: emit-module command failed with exit code 1 (use -v to see invocation)") == nil)
        #expect(Diagnostic("/repo/Take.swift:21:9: warning: unused")?.severity == "warning")
    }

    @Test func eachExerciseGetsItsOwnFirstErrorFromItsFileOrItsChecks() {
        let output = """
            [3/9] Compiling Exercise_03_2 Exercise.swift
            /repo/Exercises/03-sink-and-the-first-operator/Take.swift:21:9: error: cannot find 'remainig' in scope
            19 |     var remaining = count
               |         `- error: cannot find 'remainig' in scope
            /repo/Exercises/03-sink-and-the-first-operator/Take.swift:30:1: error: expected '}'
            /repo/Exercises/Checks/03-sink-and-the-first-operator/FilterChecks.swift:12:5: error: value of type 'Observable<Int>' has no member 'filter'
            /repo/Exercises/Checks/Support/Common.swift:3:1: error: not an exercise's doing
            error: emit-module command failed with exit code 1
            """
        let entries = [(exercise: filter, file: filter.starter), (exercise: take, file: take.starter)]
        let errors = build.firstErrors(in: splitLines(output), entries: entries)
        #expect(errors.count == 2)
        #expect(errors["03.2"] == Diagnostic(file: take.starter, line: 21, column: 9, message: "cannot find 'remainig' in scope"))
        #expect(errors["03.1"]?.file == filter.checks)
    }

    @Test func aSubstitutedFileIsTheOneBlamed() {
        let mistake = ".build/exercise-mistakes/03.2-something.swift"
        let errors = build.firstErrors(in: ["/repo/\(mistake):4:2: error: boom"], entries: [(exercise: take, file: mistake)])
        #expect(errors["03.2"]?.file == mistake)
        #expect(build.firstErrors(in: ["/repo/\(take.starter):4:2: error: boom"], entries: [(exercise: take, file: mistake)]).isEmpty)
    }

    @Test func threadSanitizerBuildsAreAPackageOfTheirOwnBesideTheUsualOne() {
        let sanitized = ExerciseBuild(repository: build.repository, threadSanitizer: true)
        #expect(build.checkRunner.path == "/repo/.build/exercises/.build/debug/exercise-checks")
        #expect(sanitized.checkRunner.path == "/repo/.build/exercises-tsan/.build/debug/exercise-checks")
        #expect(sanitized.package.folder != build.package.folder)
        #expect(Crash.environment(threadSanitizer: true)["TSAN_OPTIONS"] == "halt_on_error=1")
        #expect(Crash.environment(threadSanitizer: false)["TSAN_OPTIONS"] == nil)
    }
}
