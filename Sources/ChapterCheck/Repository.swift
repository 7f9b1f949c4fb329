// Finding the repository and its Markdown files, for the snippet and link checks
// (CONTRIBUTING.md, "Snippets: chapters quote the real code").
import Foundation

/// The repository on disk: its root folder and the Markdown files the checks read.
public struct Repository: Sendable {
    /// The folder that holds `Package.swift`.
    public let root: URL

    /// Uses `root` as the repository root.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Finds the repository that contains `path` by walking up to the first folder with a
    /// `Package.swift`; `nil` if there is none. Tests pass `#filePath`, tools the current folder.
    public static func containing(_ path: String) -> Repository? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        let fileManager = FileManager.default
        while true {
            if fileManager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Repository(root: folder)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Every `*.md` file, as paths relative to the root, sorted; hidden folders
    /// (`.git`, `.build`, `.build-solutions`, …) are skipped.
    public func markdownFiles() -> [String] {
        var found: [String] = []
        let fileManager = FileManager.default
        guard
            let enumerator = fileManager.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            if url.pathExtension.lowercased() == "md" {
                found.append(relativePath(of: url))
            }
        }
        return found.sorted()
    }

    /// The URL of `path`, relative to the root.
    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path).standardizedFileURL
    }

    /// `url` relative to the root (`Chapters/03-…/README.md`).
    public func relativePath(of url: URL) -> String {
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
    }

    /// The lines of the file at `path` (relative to the root), or `nil` if it cannot be read.
    func lines(of path: String) -> [String]? {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else { return nil }
        return splitLines(text)
    }
}

/// Splits text into lines without their line terminators; a final newline adds no empty line.
func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// A line with its trailing spaces and tabs removed.
func trimmingTrailingWhitespace(_ line: String) -> String {
    var result = Substring(line)
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return String(result)
}

/// One thing wrong in the repository, at a place a reader can open.
public struct Problem: Sendable, CustomStringConvertible, Equatable {
    /// The file, relative to the repository root.
    public let file: String
    /// The 1-based line in `file`.
    public let line: Int
    /// What is wrong and, where it helps, both versions.
    public let message: String

    /// Creates a problem at `file:line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, the format editors and terminals turn into links.
    public var description: String {
        "\(file):\(line): \(message)"
    }
}
