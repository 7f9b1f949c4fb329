// What `swift run exercises` does, one function per mode: list, hint, check once, watch;
// and what CI's proofs do with the same machinery (`swift run proofs`). The commands only read
// their arguments and call one of these.
import ExerciseCatalog
import Foundation
import Toolkit

/// What the runner remembers between runs: which exercises passed when last checked, and the
/// last hint level shown for each.
public struct ProgressFile: Codable, Sendable, Equatable {
    /// Whether each exercise passed when it was last checked, by id.
    public var passed: [String: Bool] = [:]
    /// The last hint level shown for each exercise, by id.
    public var hintLevels: [String: Int] = [:]

    /// An empty progress.
    public init() {}

    /// The ids that passed when last checked.
    public var passing: Set<String> { Set(passed.filter(\.value).keys) }
}

/// One run of the exercise runner: where it works, how it builds, what the learner has done.
public struct Session {
    /// The command, for its exits.
    public let command: Command
    /// The repository.
    public let repository: Repository
    /// How the exercises are built.
    public let build: ExerciseBuild
    /// Seconds an exercise may run.
    public let timeout: TimeInterval
    /// Whether results are remembered (the learner's own files) or not (CI's proofs).
    public let remembers: Bool
    let style = Style.current
    let store: Remembered<ProgressFile>
    /// The learner's progress, as last saved.
    public private(set) var progress: ProgressFile

    /// A session of `command` in `repository`.
    public init(_ command: Command, repository: Repository, threadSanitizer: Bool = false, timeout: TimeInterval = 10, remembers: Bool = true) {
        self.command = command
        self.repository = repository
        self.build = ExerciseBuild(repository: repository, threadSanitizer: threadSanitizer)
        self.timeout = timeout
        self.remembers = remembers
        store = Remembered(".build/exercises-progress.json", in: repository)
        progress = store.load(or: ProgressFile())
    }

    /// The first exercise, in reading order, that did not pass when last checked.
    public var nextExercise: Exercise? {
        Catalog.exercises.first { progress.passed[$0.id] != true }
    }

    /// Builds `entries` and checks each, in order (or only those `only` names); a file that
    /// does not compile is a result too.
    public func check(_ entries: [BuildEntry], only: Set<String>? = nil) -> [ExerciseResult] {
        print(style.dim("Building \(entries.count == 1 ? entries[0].exercise.id : "\(entries.count) exercises")…"))
        let outcome = build.build(entries) { print(style.dim($0)) }
        if let failure = outcome.failure {
            command.fail("the exercises could not be built, and no exercise file explains why:\n\(failure)")
        }
        // Stop at the first data race, inside the check that caused it.
        let environment = build.threadSanitizer ? ["TSAN_OPTIONS": "halt_on_error=1"] : [:]
        return entries.filter { only?.contains($0.exercise.id) ?? true }.map { entry in
            if let error = outcome.broken[entry.exercise.id] {
                return ExerciseResult(exercise: entry.exercise, file: entry.file, compilerError: error)
            }
            let outcome = run([build.checkRunner.path, entry.exercise.id], environment: environment, timeout: timeout)
            return ExerciseResult(exercise: entry.exercise, file: entry.file, outcome: outcome, timeout: timeout)
        }
    }

    /// Remembers which of `results` passed, for the progress bar and the next exercise.
    public mutating func remember(_ results: [ExerciseResult]) {
        guard remembers else { return }
        for result in results { progress.passed[result.exercise.id] = result.passed }
        store.save(progress)
    }

    // MARK: - The learner's modes

    /// `--list`: every exercise of `selected`, ✓ for those that passed.
    public func list(_ selected: [Exercise]) {
        for exercise in selected {
            let mark = progress.passed[exercise.id] == true ? "✓" : " "
            print("\(mark) \(exercise.id)  \(exercise.name.padding(toLength: 17, withPad: " ", startingAt: 0))\(exercise.title)")
            print("         \(exercise.starter)")
        }
    }

    /// `--hint [N]`: hint `level` of `exercise`, or the next level the learner has not seen.
    public mutating func hint(_ exercise: Exercise, level: Int?) {
        let level = min(level ?? (progress.hintLevels[exercise.id, default: 0] + 1), exercise.hints.count)
        print(ExerciseRunner.hint(exercise, level: level, style: style))
        progress.hintLevels[exercise.id] = max(level, progress.hintLevels[exercise.id, default: 0])
        store.save(progress)
    }

    /// Checks `selected` once, from the learner's files: one line for each passing exercise
    /// and the full report of the first failing one (of every one, when `filtered`), then the
    /// progress. Returns the exit status.
    public mutating func checkOnce(_ selected: [Exercise], filtered: Bool) -> Int32 {
        let results = check(selected.map { BuildEntry(exercise: $0, file: $0.starter) })
        remember(results)
        let firstFailing = results.first { !$0.passed }
        for result in results {
            if !filtered && result.exercise.id != firstFailing?.exercise.id {
                print(headline(result, style: style) + (result.passed ? "" : style.dim("  (\(shortReason(result)))")))
            } else {
                print(report(result, style: style) + "\n")
            }
        }
        if !filtered { print() }
        let raced = results.filter { $0.passed && $0.exercise.racesThreads }.map(\.exercise.id)
        if !build.threadSanitizer && !raced.isEmpty {
            let ids = raced.joined(separator: " ")
            print(
                style.dim(
                    "\(raced.joined(separator: ", ")) pass\(raced.count == 1 ? "es" : ""), but a race between threads can hide from its checks on a busy machine: `swift run exercises \(ids) --thread-sanitizer` finds one even when it did no harm.\n"
                ))
        }
        printSummary(results)
        return results.allSatisfy(\.passed) ? 0 : 1
    }

    /// The count of passes and failures, the progress of every chapter, and the next exercise.
    func printSummary(_ results: [ExerciseResult]) {
        let passed = results.filter(\.passed).count
        print(style.bold("\(passed) passed, \(results.count - passed) failed") + "\n")
        print(ExerciseRunner.progress(Catalog.chapters, passed: progress.passing, style: style) + "\n")
        print(nextStep(nextExercise, style: style))
    }

    /// `--watch`: checks `exercise` (or the next one) again each time its file is saved, and
    /// goes on to the next once it passes; returns once every exercise passes.
    public mutating func watch(_ exercise: Exercise?) {
        if exercise == nil && progress.passed.count < Catalog.exercises.count {
            // Never checked everything yet: find out where the learner stands.
            remember(check(Catalog.exercises.map { BuildEntry(exercise: $0, file: $0.starter) }))
        }
        guard var current = exercise ?? nextExercise else { return print(nextStep(nil, style: style)) }
        /// Checks the current exercise and shows the result; `true` once every exercise passes.
        func checkCurrent() -> Bool {
            let result = check([BuildEntry(exercise: current, file: current.starter)])[0]
            remember([result])
            print((style.enabled ? "\u{1B}[2J\u{1B}[H" : "") + report(result, style: style) + "\n")
            if result.passed, let next = nextExercise {
                print(ExerciseRunner.progress(Catalog.chapters, passed: progress.passing, style: style) + "\n")
                print(nextStep(next, style: style))
                current = next
            } else if result.passed {
                print(nextStep(nil, style: style))
                return true
            }
            print(style.dim("\nWatching \(current.starter): save it to check again. Ctrl-C stops."))
            return false
        }
        var finished = checkCurrent()
        let watcher = FileWatcher(repository.url(current.starter))
        ExerciseRunner.watch(watcher, every: 0.3, while: { !finished }) {
            finished = checkCurrent()
            watcher.follow(repository.url(current.starter))
        }
    }
}

/// The exercises `filters` name, in reading order (every exercise when there is none): each
/// filter is an id (`03.1` or `3.1`), a chapter (`03` or `3`) or a name (`filter`).
public func select(_ filters: [String], command: Command) -> [Exercise] {
    /// `[3, 1]` for `03.1`; `nil` unless it is all numbers and dots.
    func numbers(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        return parts.contains(nil) ? nil : parts.compactMap { $0 }
    }
    func matches(_ exercise: Exercise, _ filter: String) -> Bool {
        if let wanted = numbers(filter), let id = numbers(exercise.id) { return wanted == id || wanted == [id[0]] }
        return exercise.name.lowercased() == filter.lowercased()
    }
    for filter in filters where !Catalog.exercises.contains(where: { matches($0, filter) }) {
        command.usageError("no exercise matches \(filter); `swift run exercises --list` shows them all")
    }
    return filters.isEmpty ? Catalog.exercises : Catalog.exercises.filter { exercise in filters.contains { matches(exercise, $0) } }
}
