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
    messages.map(\.line).joined(separator: "\n") + "\n"
}

let take = Catalog.exercises.first { $0.id == "03.2" }!

/// A run of take's checks in which the second fails.
func failingRun() -> ExerciseResult {
    let failure = Failure(what: "events of of(1, 2, 3).take(2)", expected: "[\"next(1)\"]", actual: "[]")
    let lines = output([
        .plan(["sends the first count elements", "gives every subscription its own count"]),
        .result("sends the first count elements", failures: []),
        .result("gives every subscription its own count", failures: [failure]),
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
        let lines = output([.plan(["one"]), .result("one", failures: [])])
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .exited(0), standardOutput: lines, standardError: ""), timeout: 10)
        #expect(result.passed)
        #expect(report(result, style: .plain) == "✓ 03.2 take — Write the take operator")
    }

    @Test func aQueueSyncOnItsOwnQueueIsNamedUnderThreadSanitizer() {
        // ThreadSanitizer loses Dispatch's message; the frame that waits for the queue stays.
        let standardError = [
            #"ThreadSanitizer: CHECK failed: tsan_rtl.cpp:261 "((!thr->slot)) != (0)" (0x0, 0x0) (tid=4502)"#,
            "    #12 __DISPATCH_WAIT_FOR_QUEUE__ queue.c (libdispatch.so+0x337d7)",
            "    #15 $s8Dispatch0A5QueueC4sync7executeyyyXE_tF <null> (libswiftDispatch.so+0x21be1)",
            "    #16 main /work/Exercises/07-schedulers/DeliverOn.swift:23:23 (exercise-checks+0x1695d8)",
        ].joined(separator: "\n")
        let crash = Crash.diagnose(.signalled(SIGILL), standardError: standardError, threadSanitizer: true, timeout: 10)
        #expect(crash?.cause.contains("queue.sync on the queue the code already runs on") == true)
        #expect(crash?.details == ["in main at DeliverOn.swift:23"])
    }

    @Test func aCrashFailsTheCheckItInterruptedAndCountsTheRest() {
        let lines = output([.plan(["one", "two", "three"]), .result("one", failures: [])])
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .signalled(SIGSEGV), standardOutput: lines, standardError: ""), timeout: 10)
        #expect(!result.passed)
        #expect(!result.failedCleanly)
        #expect(result.failedChecks == ["two"])
        let text = report(result, style: .plain)
        #expect(text.contains("stack overflow"))
        #expect(text.contains("(1 more check did not run)"))
    }

    /// ThreadSanitizer heads a race on a Swift variable "Swift access race", and any other
    /// "data race": both are named as one.
    @Test(arguments: ["data race", "Swift access race"])
    func aDataRaceIsNamedAsOne(heading: String) {
        let lines = output([.plan(["race"])])
        let report = """
            WARNING: ThreadSanitizer: \(heading) (pid=1)
              Read of size 1 at 0x7200 by thread T2:
                #0 main.swift
              Previous write of size 1 at 0x7200 by thread T1:
                #0 main.swift
            """
        let result = ExerciseResult(
            exercise: take, file: take.starter, outcome: ChildOutcome(ending: .exited(66), standardOutput: lines, standardError: report), timeout: 10)
        #expect(result.abnormalEnd?.hasPrefix("ThreadSanitizer found a data race") == true)
        #expect(result.failedChecks == ["race"])
        #expect(result.crash?.details.first == "Read of size 1 by thread T2:")
        #expect(result.failedCleanly, "a race report is a clear failure, unlike a crash")
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
        let text = progress(Catalog.chapters, states: ["01.1": .passed, "01.2": .passed, "02.1": .passed], style: .plain)
        #expect(text.contains("01 Observables are sequences"))
        #expect(text.contains("████ 2/2"))
        #expect(text.contains("██░░ 1/2"))
        #expect(text.contains("3/\(Catalog.exercises.count)"))
    }

    @Test func countsAPassOnlyWhileItsFileIsUnchangedAndSaysSo() {
        let text = progress(Catalog.chapters, states: ["05.1": .notChecked, "05.2": .failing, "06.1": .passed], style: .plain)
        #expect(text.contains("░░░░ 0/2   05.1 changed, not checked, 05.2 fails"))
        #expect(text.contains("██░░ 1/2"))
    }

    @Test func theStateOfAFileComesFromItsLastCheckAndItsTextNow() {
        var saved = ProgressFile()
        saved.firstSeen = ["01.1": "starter", "01.2": "starter", "02.1": "starter"]
        saved.passed = ["01.1": true, "01.2": false]
        saved.checkedFile = ["01.1": "answer", "01.2": "starter"]
        #expect(saved.state(of: "01.1", now: "answer") == .passed)
        #expect(saved.state(of: "01.1", now: "answer, edited") == .notChecked)
        #expect(saved.state(of: "01.2", now: "starter") == .untouched)
        #expect(saved.state(of: "01.2", now: "a wrong answer") == .notChecked)
        #expect(saved.state(of: "02.1", now: "starter") == .untouched)
        #expect(saved.state(of: "02.1", now: "edited, never checked") == .notChecked)
        saved.passed["01.2"] = false
        saved.checkedFile["01.2"] = "a wrong answer"
        #expect(saved.state(of: "01.2", now: "a wrong answer") == .failing)
    }

    @Test func nextIsTheFirstStartedAndUnfinishedElseTheOneAfterTheLastPassed() {
        let exercises = Catalog.exercises
        #expect(nextExercise(exercises, states: [:])?.id == "01.1")
        #expect(nextExercise(exercises, states: ["05.1": .passed])?.id == "05.2")
        #expect(nextExercise(exercises, states: ["05.1": .passed, "02.2": .failing])?.id == "02.2")
        #expect(nextExercise(exercises, states: ["05.1": .passed, "06.1": .notChecked])?.id == "06.1")
        let allButFirst = Dictionary(uniqueKeysWithValues: exercises.dropFirst().map { ($0.id, ExerciseState.passed) })
        #expect(nextExercise(exercises, states: allButFirst)?.id == "01.1")
        #expect(nextExercise(exercises, states: allButFirst.merging(["01.1": .passed]) { $1 }) == nil)
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
        saved.checkedFile = ["01.1": fingerprint("answer")]
        saved.hintLevels = ["01.2": 2]
        store.save(saved)
        let loaded = store.load(or: ProgressFile())
        #expect(loaded == saved)
        #expect(fingerprint("answer") == fingerprint("answer") && fingerprint("answer") != fingerprint("answer "))
        // A progress file written before files were fingerprinted still reads; its results
        // count as changed, not checked, until the next check.
        try Data(#"{"passed": {"01.1": true}, "hintLevels": {}}"#.utf8).write(to: store.url)
        #expect(store.load(or: ProgressFile()).state(of: "01.1", now: "anything") == .notChecked)
        #expect(Remembered<ProgressFile>("missing.json", in: Repository(root: folder)).load(or: ProgressFile()) == ProgressFile())
    }
}
