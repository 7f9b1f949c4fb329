// What the runner remembers between runs, in the build folder: which exercises passed when
// last checked, and how many hints of each the learner has asked for.
import Foundation

/// The learner's progress, as last seen.
public struct ProgressFile: Codable, Sendable, Equatable {
    /// Whether each exercise passed when it was last checked, by id.
    public var passed: [String: Bool] = [:]
    /// The last hint level shown for each exercise, by id.
    public var hintLevels: [String: Int] = [:]

    /// An empty progress.
    public init() {}

    /// The progress saved at `url`, or an empty one.
    public static func load(from url: URL) -> ProgressFile {
        guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(ProgressFile.self, from: data) else {
            return ProgressFile()
        }
        return file
    }

    /// Saves the progress at `url`; a failure to write only loses the memory of it.
    public func save(to url: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(self) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }

    /// The ids that passed when last checked.
    public var passing: Set<String> {
        Set(passed.filter(\.value).keys)
    }
}
