// The files the atlas and chapter picture tests generate: committed, so that GitHub shows
// them, and compared with what a run draws, so that a stale one fails `swift test`. With
// RX_WRITE_PICTURES set, the tests write them instead: `swift run sync` runs them that way
// (CONTRIBUTING.md, "Generated files").
import Foundation

enum GeneratedFiles {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run writes the files rather than checking them.
    static var writing: Bool { ProcessInfo.processInfo.environment["RX_WRITE_PICTURES"] != nil }

    /// The command that brings them up to date.
    static let command = "swift run sync"

    /// The text of the file at `path` (relative to the root), or `nil` if there is none.
    static func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Checks that the file at `path` holds `contents`, or writes it when this run writes;
    /// returns what is wrong, or `nil`. A write is printed as `wrote PATH`, which is what
    /// `swift run sync` reports.
    static func check(_ path: String, holds contents: String) throws -> String? {
        let existing = read(path)
        if existing == contents { return nil }
        if writing {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url, options: .atomic)
            print("wrote \(path)")
            return nil
        }
        guard let existing else { return "\(path) is missing: \(command) writes it" }
        let old = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let new = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        return "\(path) is stale from line \(line + 1): \(command) writes it again"
    }

    /// The files under `folder` with the extension `ext` (paths relative to the root).
    static func files(under folder: String, ext: String) -> [String] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".\(ext)") }.map { "\(folder)/\($0)" }.sorted()
    }

    /// Deletes the file at `path` when this run writes; otherwise says it should go.
    static func remove(_ path: String, because reason: String) throws -> String? {
        if writing {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            print("deleted \(path)")
            return nil
        }
        return "\(path) \(reason): \(command) deletes it"
    }
}
