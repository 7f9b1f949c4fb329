// What the learner reads after a run: a failing exercise's report (with no hint in it), a
// compiler error as that exercise's failure, a crash, a data race, and the progress bar.
import ExerciseCatalog
import ExerciseKit
import ExerciseRunner
import Foundation
import Testing
import Toolkit

/// The lines a check process writes for `messages`.
func output(_ messages: [Message]) -> String {
    messages.map { message in
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Message.prefix + String(decoding: try! encoder.encode(message), as: UTF8.self)
    }.joined(separator: "\n") + "\n"
}

let take = Catalog.exercises.first { $0.id == "03.2" }!

/// A run of take's checks in which the second fails.
func failingRun() -> ExerciseResult {
    let failure = Failure(what: "events of of(1, 2, 3).take(2)", expected: "[\"next(1)\"]", actual: "[]")
    let lines = output([
        Message(kind: .plan, names: ["sends the first count elements", "gives every subscription its own count"]),
        Message(kind: .start, check: "sends the first count elements"),
        Message(kind: .result, check: "sends the first count elements", failures: []),
        Message(kind: .start, check: "gives every subscription its own count"),
        Message(kind: .result, check: "gives every subscription its own count", failures: [failure]),
        Message(kind: .done),
    ])
    return ExerciseResult(exercise: take, file: take.starter, outcome: ChildOutcome(ending: .exited(0), standardOutput: lines, standardError: ""), timeout: 10)
}

@Suite struct Reports {
    @Test func aFailingReportShowsWhatFailedAndWhereToReadAndNoHint() {
        let text = report(failingRun(), style: .plain)
        #expect(text.contains("✗ 03.2 take"))
        #expect(text.contains("✓ sends the first count elements"))
        #expect(text.contains("expected: [\"next(1)\"]"))
        #expect(text.contains("reread: \(take.reread)"))
        #expect(text.contains("swift run exercises 03.2 --hint"))
        for hint in take.hints {
            #expect(!text.contains(hint))
        }
        #expect(!text.contains("hint:"))
    }

    @Test func aPassingExerciseIsOneLine() {
        let lines = output([
            Message(kind: .plan, names: ["one"]), Message(kind: .start, check: "one"), Message(kind: .result, check: "one", failures: []),
            Message(kind: .done),
        ])
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .exited(0), standardOutput: lines, standardError: ""), timeout: 10)
        #expect(result.passed)
        #expect(report(result, style: .plain) == "✓ 03.2 take — Write the take operator")
    }

    @Test func aCrashFailsTheCheckItInterruptedAndCountsTheRest() {
        let lines = output([
            Message(kind: .plan, names: ["one", "two", "three"]), Message(kind: .start, check: "one"),
            Message(kind: .result, check: "one", failures: []), Message(kind: .start, check: "two"),
        ])
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .signalled(SIGSEGV), standardOutput: lines, standardError: ""), timeout: 10)
        #expect(!result.passed)
        #expect(!result.failedCleanly)
        #expect(result.failedChecks == ["two"])
        let text = report(result, style: .plain)
        #expect(text.contains("stack overflow"))
        #expect(text.contains("(1 more check did not run)"))
    }

    @Test func aDataRaceIsNamedAsOne() {
        let lines = output([Message(kind: .plan, names: ["race"]), Message(kind: .start, check: "race")])
        let report = """
            WARNING: ThreadSanitizer: data race (pid=1)
              Read of size 1 at 0x7200 by thread T2:
                #0 main.swift
              Previous write of size 1 at 0x7200 by thread T1:
                #0 main.swift
            """
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .exited(66), standardOutput: lines, standardError: report), timeout: 10)
        #expect(result.abnormalEnd?.contains("data race") == true)
        #expect(result.failedChecks == ["race"])
        #expect(result.errorTail.first == "Read of size 1 by thread T2:")
    }

    @Test func aFileThatDoesNotCompileIsThatExerciseFailingWithTheFirstError() {
        let error = Diagnostic(file: take.starter, line: 21, column: 9, message: "cannot find 'remainig' in scope")
        let result = ExerciseResult(exercise: take, file: take.starter, compilerError: error)
        #expect(!result.passed && !result.failedCleanly)
        let text = report(result, style: .plain)
        #expect(text.contains("does not compile"))
        #expect(text.contains("\(take.starter):21:9: error: cannot find 'remainig' in scope"))
        #expect(text.contains("Every other exercise is still checked"))
    }
}

@Suite struct Progress {
    @Test func barsFillInProportionAndOnlyWhenDone() {
        #expect(bar(done: 0, total: 2, width: 4) == "░░░░")
        #expect(bar(done: 1, total: 2, width: 4) == "██░░")
        #expect(bar(done: 2, total: 2, width: 4) == "████")
        #expect(bar(done: 23, total: 24, width: 24) == String(repeating: "█", count: 23) + "░")
    }

    @Test func showsEveryChapterAndTheWhole() {
        let text = progress(Catalog.chapters, passed: ["01.1", "01.2", "02.1"], style: .plain)
        #expect(text.contains("01 Observables are sequences"))
        #expect(text.contains("████ 2/2"))
        #expect(text.contains("██░░ 1/2"))
        #expect(text.contains("3/\(Catalog.exercises.count)"))
    }

    @Test func namesTheNextExerciseItsFileAndItsSection() {
        let text = nextStep(take, style: .plain)
        #expect(text.contains("Next: 03.2 take"))
        #expect(text.contains(take.starter))
        #expect(text.contains(take.reread))
        #expect(text.contains("swift run exercises 03.2"))
    }

    @Test func isRememberedBetweenRuns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = Remembered<ProgressFile>("progress.json", in: Repository(root: folder))
        var saved = ProgressFile()
        saved.passed = ["01.1": true, "01.2": false]
        saved.hintLevels = ["01.2": 2]
        store.save(saved)
        let loaded = store.load(or: ProgressFile())
        #expect(loaded == saved)
        #expect(loaded.passing == ["01.1"])
        #expect(Remembered<ProgressFile>("missing.json", in: Repository(root: folder)).load(or: ProgressFile()) == ProgressFile())
    }
}
