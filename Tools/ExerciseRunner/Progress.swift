// What the runner remembers between runs, and what it makes of it: the state of each
// exercise's file now (passed, failing, changed since its last check, untouched) and the
// exercise to do next. A result counts only for the file it was checked with: a file saved
// since is "changed, not checked", whatever its last check said.
import ExerciseCatalog
import Foundation
import Toolkit

/// What the runner remembers between runs, in `.build/exercises-progress.json`.
public struct ProgressFile: Codable, Sendable, Equatable {
    /// Whether each exercise passed when it was last checked, by id.
    public var passed: [String: Bool] = [:]
    /// The fingerprint of the file each exercise was last checked with, by id.
    public var checkedFile: [String: String] = [:]
    /// The fingerprint of each exercise's file when the runner first saw it (the starter as
    /// it came, unless it was edited before the first run), by id.
    public var firstSeen: [String: String] = [:]
    /// The last hint level shown for each exercise, by id.
    public var hintLevels: [String: Int] = [:]

    /// An empty progress.
    public init() {}

    /// Reads a progress file, an older one (without fingerprints) too.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        passed = try container.decodeIfPresent([String: Bool].self, forKey: .passed) ?? [:]
        checkedFile = try container.decodeIfPresent([String: String].self, forKey: .checkedFile) ?? [:]
        firstSeen = try container.decodeIfPresent([String: String].self, forKey: .firstSeen) ?? [:]
        hintLevels = try container.decodeIfPresent([String: Int].self, forKey: .hintLevels) ?? [:]
    }

    /// The state of `id`'s file, whose fingerprint is `fingerprint` now.
    public func state(of id: String, now fingerprint: String?) -> ExerciseState {
        guard let checked = checkedFile[id] ?? (passed[id] != nil ? "" : nil) else {
            return fingerprint == nil || firstSeen[id] == nil || firstSeen[id] == fingerprint ? .untouched : .notChecked
        }
        if checked != fingerprint { return .notChecked }
        if passed[id] == true { return .passed }
        return firstSeen[id] == fingerprint ? .untouched : .failing
    }
}

/// Where an exercise stands now; its raw value is the mark `--list` shows.
public enum ExerciseState: String, Sendable, Equatable {
    /// Its file passed its checks, and has not changed since.
    case passed = "✓"
    /// Its file, changed from the starter, failed its checks, and has not changed since.
    case failing = "✗"
    /// Its file changed since its last check (or was edited and never checked).
    case notChecked = "~"
    /// Its file is the starter as it came (checked or not): not started.
    case untouched = " "
}

/// The exercise to do next, from every exercise's state in reading order: the first one the
/// learner started and has not finished; else the first not passed after the last passed;
/// else the first not passed; `nil` when every one passes.
public func nextExercise(_ exercises: [Exercise], states: [String: ExerciseState]) -> Exercise? {
    func state(_ exercise: Exercise) -> ExerciseState { states[exercise.id] ?? .untouched }
    if let started = exercises.first(where: { [.failing, .notChecked].contains(state($0)) }) { return started }
    let lastPassed = exercises.lastIndex { state($0) == .passed } ?? -1
    return exercises[(lastPassed + 1)...].first { state($0) != .passed } ?? exercises.first { state($0) != .passed }
}
