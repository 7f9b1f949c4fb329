// Checking that every quoted block in the Markdown files equals the source region it
// names, and rewriting stale blocks (`swift run sync`). CONTRIBUTING.md, "Snippets".
import Foundation
import Toolkit

/// A `<!-- snippet: PATH#NAME -->` reference in a Markdown file and the block it quotes.
struct SnippetReference {
    /// The source file, relative to the repository root.
    let path: String
    /// The region's name.
    let name: String
    /// The 0-based index of the reference line.
    let referenceIndex: Int
    /// The 0-based indices of the lines strictly between the fences (empty range if the block
    /// is missing or never closed).
    let body: Range<Int>
    /// Why the block cannot be compared, if it cannot.
    let blockProblem: String?

    /// `PATH#NAME`.
    var target: String { "\(path)#\(name)" }
}

/// Finds the snippet references of a Markdown file (outside code blocks).
func snippetReferences(in lines: [String]) -> [SnippetReference] {
    let fenced = fencedLines(lines)
    var references: [SnippetReference] = []
    for (index, line) in lines.enumerated() where !fenced[index] {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("<!-- snippet:"), text.hasSuffix("-->") else { continue }
        let inner = text.dropFirst("<!-- snippet:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
        let parts = inner.split(separator: "#", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            references.append(
                SnippetReference(
                    path: inner, name: "", referenceIndex: index, body: index..<index,
                    blockProblem: "a snippet reference must read <!-- snippet: PATH#NAME -->"))
            continue
        }
        let open = index + 1
        guard open < lines.count, let fence = Fence(lines[open]) else {
            references.append(
                SnippetReference(
                    path: parts[0], name: parts[1], referenceIndex: index, body: index..<index,
                    blockProblem: "the reference to \(inner) must be followed at once by a fenced code block (```swift)"))
            continue
        }
        var close = open + 1
        while close < lines.count {
            if let other = Fence(lines[close]), fence.isClosed(by: other) { break }
            close += 1
        }
        if close == lines.count {
            references.append(
                SnippetReference(
                    path: parts[0], name: parts[1], referenceIndex: index, body: index..<index,
                    blockProblem: "the code block quoting \(inner) is never closed"))
            continue
        }
        references.append(
            SnippetReference(
                path: parts[0], name: parts[1], referenceIndex: index, body: (open + 1)..<close, blockProblem: nil))
    }
    return references
}

/// Checks and rewrites the quoted blocks of a repository's Markdown files.
public struct SnippetChecker {
    /// The repository being checked.
    public let repository: Repository
    private var sources: [String: (regions: [String: MarkedRegion], problems: [Problem])?] = [:]

    /// Creates a checker for `repository`.
    public init(repository: Repository) {
        self.repository = repository
    }

    /// What `update` changed.
    public struct Change: Sendable, CustomStringConvertible {
        /// The Markdown file, relative to the root.
        public let file: String
        /// The 1-based line of the reference.
        public let line: Int
        /// `PATH#NAME`.
        public let snippet: String

        /// `file:line: updated PATH#NAME`.
        public var description: String { "\(file):\(line): updated \(snippet)" }
    }

    /// Every quoted block that differs from its source region, every reference to a missing
    /// file or region, and every unpaired marker in a referenced source file.
    public mutating func check() -> [Problem] {
        run(update: false).problems
    }

    /// Rewrites every stale quoted block from its source region; returns what changed and
    /// the problems it could not repair (missing files and regions, malformed references).
    public mutating func update() -> (changes: [Change], problems: [Problem]) {
        run(update: true)
    }

    private mutating func run(update: Bool) -> (changes: [Change], problems: [Problem]) {
        var problems: [Problem] = []
        var changes: [Change] = []
        var reportedSources: Set<String> = []
        for file in repository.markdownFiles() {
            guard var lines = repository.lines(file) else { continue }
            var edited = false
            // Later blocks first, so that rewriting one does not shift the others' lines.
            for reference in snippetReferences(in: lines).reversed() {
                let line = reference.referenceIndex + 1
                if let message = reference.blockProblem {
                    problems.append(Problem(file: file, line: line, message: message))
                    continue
                }
                guard let source = regions(of: reference.path) else {
                    problems.append(
                        Problem(
                            file: file, line: line,
                            message: "snippet \(reference.target): no file \(reference.path) (paths are relative to the repository root)"))
                    continue
                }
                if !reportedSources.contains(reference.path) {
                    reportedSources.insert(reference.path)
                    problems += source.problems
                }
                guard let region = source.regions[reference.name] else {
                    let known = source.regions.keys.sorted().joined(separator: ", ")
                    problems.append(
                        Problem(
                            file: file, line: line,
                            message: "snippet \(reference.target): \(reference.path) marks no region '\(reference.name)'"
                                + (known.isEmpty ? " (it marks none)" : " (it marks: \(known))")))
                    continue
                }
                let quoted = lines[reference.body].map { $0.trimmedTrailing() }
                guard quoted != region.quoted else { continue }
                if update {
                    lines.replaceSubrange(reference.body, with: region.quoted)
                    edited = true
                    changes.append(Change(file: file, line: line, snippet: reference.target))
                } else {
                    problems.append(
                        Problem(
                            file: file, line: line,
                            message: "the block quoting \(reference.target) differs from the source "
                                + "(\(reference.path):\(region.begin + 1)); run `swift run sync` to rewrite it\n"
                                + difference(source: region.quoted, quoted: quoted)))
                }
            }
            if edited {
                let text = lines.joined(separator: "\n") + "\n"
                do {
                    try text.write(to: repository.url(file), atomically: true, encoding: .utf8)
                } catch {
                    problems.append(Problem(file: file, line: 1, message: "could not write: \(error)"))
                }
            }
        }
        return (changes.reversed(), problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
    }

    private mutating func regions(of path: String) -> (regions: [String: MarkedRegion], problems: [Problem])? {
        if let cached = sources[path] { return cached }
        var isFolder: ObjCBool = false
        let url = repository.url(path)
        let regions: (regions: [String: MarkedRegion], problems: [Problem])?
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
            let lines = repository.lines(path)
        {
            regions = markedRegions(in: lines, file: path)
        } else {
            regions = nil
        }
        sources[path] = regions
        return regions
    }
}

/// Both versions of a quoted block, line by line: lines only the source has are marked `+`,
/// lines only the Markdown has `-`, shared lines are indented.
func difference(source: [String], quoted: [String]) -> String {
    // Longest common subsequence; quoted blocks are short.
    let n = quoted.count, m = source.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            table[i][j] = quoted[i] == source[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
    }
    var output = ["    (- only in the Markdown, + only in the source)"]
    var i = 0, j = 0
    while i < n || j < m {
        if i < n, j < m, quoted[i] == source[j] {
            output.append("      \(quoted[i])")
            i += 1
            j += 1
        } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
            output.append("    + \(source[j])")
            j += 1
        } else {
            output.append("    - \(quoted[i])")
            i += 1
        }
    }
    return output.map { $0.trimmedTrailing() }.joined(separator: "\n")
}
