// Reading the compiler's output: a file that does not compile is pinned on its exercise, with
// the compiler's first error in it; errors elsewhere belong to no exercise.
import ExerciseCatalog
import ExerciseRunner
import Foundation
import Testing

@Suite struct CompilerOutput {
    let root = URL(fileURLWithPath: "/repo")
    let filter = Catalog.exercises.first { $0.id == "03.1" }!
    let take = Catalog.exercises.first { $0.id == "03.2" }!

    @Test func anErrorLineGivesFileLineColumnAndMessage() {
        let error = parseError("/repo/Exercises/03-sink-and-the-first-operator/Take.swift:21:9: error: cannot find 'x' in scope")
        #expect(
            error == CompilerError(file: "/repo/Exercises/03-sink-and-the-first-operator/Take.swift", line: 21, column: 9, message: "cannot find 'x' in scope"))
        #expect(parseError("   |         `- error: cannot find 'x' in scope") == nil)
        #expect(parseError("error: emit-module command failed with exit code 1 (use -v to see invocation)") == nil)
        #expect(parseError("/repo/Take.swift:21:9: warning: unused") == nil)
    }

    @Test func eachExerciseGetsItsOwnFirstErrorFromItsFileOrItsChecks() {
        let output = """
            [3/9] Compiling Exercise_03_2 Take.swift
            /repo/Exercises/03-sink-and-the-first-operator/Take.swift:21:9: error: cannot find 'remainig' in scope
            19 |     var remaining = count
               |         `- error: cannot find 'remainig' in scope
            /repo/Exercises/03-sink-and-the-first-operator/Take.swift:30:1: error: expected '}'
            /repo/Exercises/Checks/03-sink-and-the-first-operator/FilterChecks.swift:12:5: error: value of type 'Observable<Int>' has no member 'filter'
            /repo/Exercises/Checks/Support/Common.swift:3:1: error: not an exercise's doing
            error: emit-module command failed with exit code 1
            """
        let entries = [BuildEntry(exercise: filter, file: filter.starter), BuildEntry(exercise: take, file: take.starter)]
        let errors = firstErrors(in: output, entries: entries, root: root)
        #expect(errors.count == 2)
        #expect(errors["03.2"] == CompilerError(file: take.starter, line: 21, column: 9, message: "cannot find 'remainig' in scope"))
        #expect(errors["03.1"]?.file == filter.checks)
    }

    @Test func aSubstitutedFileIsTheOneBlamed() {
        let mistake = "Exercises/Mistakes/03.2-something.swift"
        let output = "/repo/\(mistake):4:2: error: boom"
        let errors = firstErrors(in: output, entries: [BuildEntry(exercise: take, file: mistake)], root: root)
        #expect(errors["03.2"]?.file == mistake)
        #expect(firstErrors(in: "/repo/\(take.starter):4:2: error: boom", entries: [BuildEntry(exercise: take, file: mistake)], root: root).isEmpty)
    }

    @Test func theBuildVariableNamesEachFileAndItsChecks() {
        let value = exerciseFilesVariable([BuildEntry(exercise: take, file: take.starter), BuildEntry(exercise: filter, file: filter.solution)])
        #expect(value == "03.2|\(take.starter)|\(take.checks);03.1|\(filter.solution)|\(filter.checks)")
    }

    @Test func threadSanitizerBuildsGoNextToTheUsualBuildFolder() {
        let workspace = Workspace(
            root: root, scratch: root.appendingPathComponent(".build"), debugProducts: root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug"))
        #expect(workspace.threadSanitized.scratch.path == "/repo/.build-tsan")
        #expect(workspace.threadSanitized.checkRunner.path == "/repo/.build-tsan/x86_64-unknown-linux-gnu/debug/exercise-checks")
    }
}
