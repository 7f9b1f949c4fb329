// What `swift run exercises` does, one function per mode: list, hint, check once, watch;
// and what CI's proofs do with the same machinery (`swift run proofs`). The commands only read
// their arguments and call one of these.
import ExerciseCatalog
import Foundation
import Toolkit

/// One run of the exercise runner: where it works, how it builds, what the learner has done.
public struct Session {
    /// The command, for its exits.
    public let command: Command
    /// The repository.
    public let repository: Repository
    /// Whether every exercise is built with ThreadSanitizer (`--thread-sanitizer`), not only
    /// those about threads, which always are.
    public let sanitizeAll: Bool
    /// Seconds an exercise may run.
    public let timeout: TimeInterval
    let style = Style.current
    /// Where results are remembered (the learner's own files); `nil` for CI's proofs.
    let store: Remembered<ProgressFile>?
    /// The learner's progress, as last saved.
    public private(set) var progress: ProgressFile

    /// A session of `command` in `repository`.
    public init(_ command: Command, repository: Repository, threadSanitizer: Bool = false, timeout: TimeInterval = 10, remembers: Bool = true) {
        self.command = command
        self.repository = repository
        sanitizeAll = threadSanitizer
        self.timeout = timeout
        store = remembers ? Remembered(".build/exercises-progress.json", in: repository) : nil
        progress = store?.load(or: ProgressFile()) ?? ProgressFile()
        if let store {
            // The first time the runner sees a file, it is (almost always) the starter as it came.
            let before = progress
            for exercise in Catalog.exercises where progress.firstSeen[exercise.id] == nil {
                progress.firstSeen[exercise.id] = fingerprint(of: exercise.starter, in: repository)
            }
            if progress != before { store.save(progress) }
        }
    }

    /// The build `exercise` is checked in.
    public func build(for exercise: Exercise) -> ExerciseBuild {
        ExerciseBuild(repository: repository, threadSanitizer: sanitizeAll || exercise.racesThreads)
    }

    /// The state of every exercise's file now, by id.
    public var states: [String: ExerciseState] {
        Dictionary(uniqueKeysWithValues: Catalog.exercises.map { ($0.id, progress.state(of: $0.id, now: fingerprint(of: $0.starter, in: repository))) })
    }

    /// The exercise to do next, from the state of every exercise's file now.
    public var nextExercise: Exercise? {
        ExerciseRunner.nextExercise(Catalog.exercises, states: states)
    }

    /// Builds `entries` and checks each, in order (or only those `only` names); a file that
    /// does not compile is a result too. The exercises about threads are built and run with
    /// ThreadSanitizer, in a package of their own. `warned` hears of each compiler warning.
    public func check(_ entries: [BuildEntry], only: Set<String>? = nil, warned: (Diagnostic) -> Void = { _ in }) -> [ExerciseResult] {
        let fingerprints = Dictionary(entries.map { ($0.exercise.id, fingerprint(of: $0.file, in: repository)) }) { first, _ in first }
        var broken: [String: Diagnostic] = [:]
        for sanitize in [false, true] {
            let group = entries.filter { build(for: $0.exercise).threadSanitizer == sanitize }
            if group.isEmpty { continue }
            broken.merge(ExerciseBuild(repository: repository, threadSanitizer: sanitize).build(group, command: command, warned: warned)) { $1 }
        }
        return entries.filter { only?.contains($0.exercise.id) ?? true }.map { entry in
            var result = broken[entry.exercise.id].map { ExerciseResult(exercise: entry.exercise, file: entry.file, compilerError: $0) } ?? runChecks(of: entry)
            result.fingerprint = fingerprints[entry.exercise.id] ?? nil
            return result
        }
    }

    /// Runs the checks of an exercise already built with `entry`'s file, or only the check
    /// `name`: how CI proves that a race is caught every time, not once by luck.
    public func runChecks(of entry: BuildEntry, only name: String? = nil) -> ExerciseResult {
        let build = build(for: entry.exercise)
        let child = run(
            [build.checkRunner.path, entry.exercise.id] + (name.map { [$0] } ?? []), environment: Crash.environment(threadSanitizer: build.threadSanitizer),
            timeout: timeout)
        return ExerciseResult(exercise: entry.exercise, file: entry.file, outcome: child, timeout: timeout, threadSanitizer: build.threadSanitizer)
    }

    /// Remembers which of `results` passed, and the file each was checked with.
    public mutating func remember(_ results: [ExerciseResult]) {
        guard let store else { return }
        for result in results {
            progress.passed[result.exercise.id] = result.passed
            progress.checkedFile[result.exercise.id] = result.fingerprint
        }
        store.save(progress)
    }

    // MARK: - The learner's modes

    /// `--list`: every exercise of `selected`, with its state now.
    public func list(_ selected: [Exercise]) {
        let states = states
        let width = (selected.map(\.name.count).max() ?? 0) + 2
        for exercise in selected {
            let mark = states[exercise.id]?.rawValue ?? " "
            print("\(mark) \(exercise.id)  \(exercise.name.padding(toLength: width, withPad: " ", startingAt: 0))\(exercise.title)")
            print("         \(exercise.starter)")
        }
        print(style.dim("\n✓ passes   ✗ fails   ~ changed since its last check"))
    }

    /// `--hint [N]`: hint `level` of `exercise`, or the next level the learner has not seen.
    public mutating func hint(_ exercise: Exercise, level: Int?) {
        let level = min(level ?? (progress.hintLevels[exercise.id, default: 0] + 1), exercise.hints.count)
        print(ExerciseRunner.hint(exercise, level: level, style: style))
        progress.hintLevels[exercise.id] = max(level, progress.hintLevels[exercise.id, default: 0])
        store?.save(progress)
    }

    /// Checks `selected` once, from the learner's files: one line for each passing exercise
    /// and the full report of the first failing one (of every one, when `filtered`), then the
    /// progress. Returns the exit status.
    public mutating func checkOnce(_ selected: [Exercise], filtered: Bool) -> Int32 {
        let results = check(selected.map { (exercise: $0, file: $0.starter) })
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
        let passed = results.filter(\.passed).count
        print(style.bold("\(passed) passed, \(results.count - passed) failed") + "\n")
        print(ExerciseRunner.progress(Catalog.chapters, states: states, style: style) + "\n")
        print(nextStep(nextExercise, style: style))
        return passed == results.count ? 0 : 1
    }

    /// `--watch`: checks `exercise` (or the next one) again each time its file is saved, and
    /// goes on to the next once it passes; returns once every exercise passes.
    public mutating func watch(_ exercise: Exercise?) {
        if exercise == nil && progress.checkedFile.count < Catalog.exercises.count {
            // Never checked everything yet: find out where the learner stands.
            remember(check(Catalog.exercises.map { (exercise: $0, file: $0.starter) }))
        }
        guard var current = exercise ?? nextExercise else { return print(nextStep(nil, style: style)) }
        /// Checks the current exercise and shows the result; `true` once every exercise passes.
        func checkCurrent() -> Bool {
            let result = check([(exercise: current, file: current.starter)])[0]
            remember([result])
            print((style.enabled ? "\u{1B}[2J\u{1B}[H" : "") + report(result, style: style) + "\n")
            if result.passed, let next = nextExercise {
                print(ExerciseRunner.progress(Catalog.chapters, states: states, style: style) + "\n")
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
        ExerciseRunner.watch({ repository.url(current.starter) }, every: 0.3, while: { !finished }) {
            finished = checkCurrent()
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

/// `--watch`'s polling, as Rustlings' watch mode does it, with no package and no file-system
/// events: calls `changed` each time the file `file` names is saved (or appears, or vanishes),
/// looking every `interval` seconds, until `keepGoing` returns false; after each call it
/// watches the file `file` names then. An editor that saves in several writes is given
/// `interval` to finish before `changed` runs.
public func watch(_ file: () -> URL, every interval: TimeInterval, while keepGoing: () -> Bool, changed: () -> Void) {
    /// What a save changes: the modification time, or the size; neither when the file is missing.
    func stamp() -> (modified: Date?, size: Int?) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file().path)
        return (attributes?[.modificationDate] as? Date, (attributes?[.size] as? NSNumber)?.intValue)
    }
    var lastSeen = stamp()
    while keepGoing() {
        Thread.sleep(forTimeInterval: interval)
        guard stamp() != lastSeen else { continue }
        Thread.sleep(forTimeInterval: interval)
        changed()
        lastSeen = stamp()
    }
}
