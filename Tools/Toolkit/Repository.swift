// The repository on disk, found once for every tool: its root, paths relative to it, the
// lines of its files, and its Markdown files. CONTRIBUTING.md, "Tools".
import Foundation

/// The repository: the folder that holds `Package.swift`.
public struct Repository: Sendable {
    /// The root folder.
    public let root: URL

    /// Uses `root` as the repository root.
    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The repository that contains `path` (the first folder upwards with a `Package.swift`
    /// and an `Exercises` folder); `nil` if there is none.
    public static func containing(_ path: String) -> Repository? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while !["Package.swift", "Exercises"].allSatisfy({ FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
        return Repository(root: folder)
    }

    /// The URL of `path`, relative to the root, or as it is when it is absolute (a file
    /// named on the command line, such as `proofs use 03.2=/tmp/Take.swift`).
    public func url(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)).standardizedFileURL
    }

    /// The absolute path of `path`, relative to the root.
    public func path(_ path: String) -> String {
        url(path).path
    }

    /// The lines of `path` (relative to the root); a problem if it cannot be read.
    public func lines(_ path: String) throws(Problem) -> [String] {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else { throw Problem(file: path, line: 0, message: "cannot be read") }
        return splitLines(text)
    }

    /// `absolute` relative to the root when it is inside it: `Chapters/03-…/README.md`.
    public func relative(_ absolute: String) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        let path = URL(fileURLWithPath: absolute).standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : absolute
    }

    /// Writes `text` to `path` (relative to the root) unless the file already holds it;
    /// `true` if it wrote.
    @discardableResult
    public func write(_ text: String, to path: String) throws -> Bool {
        try writeIfChanged(text, to: url(path))
    }

    /// Every `*.md` file, relative to the root, sorted; hidden and build folders are skipped.
    public func markdownFiles() -> [String] {
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        return (files?.allObjects as? [URL] ?? []).filter { $0.pathExtension.lowercased() == "md" }.map { relative($0.path) }.sorted()
    }
}

/// Writes `text` to `url`, creating its folder, unless the file already holds it; `true` if
/// it wrote. Leaving an unchanged file alone keeps the next incremental build small.
@discardableResult
public func writeIfChanged(_ text: String, to url: URL) throws -> Bool {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return false }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return true
}

/// Splits text into lines without their terminators; a final newline adds no empty line.
public func splitLines(_ text: String) -> [String] {
    // "\r\n" is one Character in Swift: splitting at "\n" alone left a CRLF file one long line.
    // Only these two end a line, as the compiler counts lines (not a form feed or U+2028).
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// The first line where `found` differs from `expected`: its number, from 1, and both lines
/// (quoted, or "the end of the file"); `nil` when they are the same.
public func firstDifference(_ expected: [String], _ found: [String]) -> (line: Int, expected: String, found: String)? {
    guard expected != found else { return nil }
    let index = zip(expected, found).prefix { $0 == $1 }.count
    func line(_ lines: [String]) -> String { index < lines.count ? "`\(lines[index])`" : "the end of the file" }
    return (index + 1, line(expected), line(found))
}

/// A fingerprint of `text` that stays the same between runs (64-bit FNV-1a, in hex): the
/// exercises' and the workbook's way to tell whether the learner's code changed since a check.
public func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
}

/// The fingerprint of the file `path` (relative to `repository`), or `nil` if it cannot be read.
public func fingerprint(of path: String, in repository: Repository) -> String? {
    (try? String(contentsOf: repository.url(path), encoding: .utf8)).map(fingerprint)
}

extension String {
    /// The string without spaces and tabs at either end.
    public func trimmed() -> String {
        trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
    }

    /// The string without spaces and tabs at its end.
    public func trimmedTrailing() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }
}

/// One thing wrong in the repository, at a place a reader can open.
public struct Problem: Error, Sendable, CustomStringConvertible, Equatable {
    /// The file, relative to the repository root.
    public let file: String
    /// The 1-based line in `file` (0 when the whole file is meant).
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
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}
