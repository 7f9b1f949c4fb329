// Checking that every quoted block in the Markdown files equals the source region it
// names, and rewriting stale blocks (`swift run sync`). CONTRIBUTING.md, "Snippets".
import Foundation
import Toolkit

/// Checks and rewrites the quoted blocks of a repository's Markdown files: the fenced block
/// right below each `<!-- snippet: PATH#NAME -->` reference outside code blocks.
public enum Snippets {
    /// With `writing`, rewrites every stale quoted block of `repository` from its source region
    /// and returns a line per block it changed (`file:line: updated PATH#NAME`). The problems:
    /// every reference to a missing file or region, every malformed reference, every unpaired
    /// marker in a referenced source file, and (without `writing`) every stale block.
    public static func sync(_ repository: Repository, writing update: Bool) -> (changed: [String], problems: [Problem]) {
        var problems: [Problem] = []
        var changes: [String] = []
        // Each source's regions, read once (`nil`: no such file); its problems are reported once.
        var sources: [String: (regions: [String: MarkedRegion], problems: [Problem])?] = [:]
        var reportedSources: Set<String> = []
        for file in repository.markdownFiles() {
            guard var lines = try? repository.lines(file) else { continue }
            let fenced = fencedLines(lines)
            var edited = false
            // Later blocks first, so that rewriting one does not shift the others' lines.
            for index in lines.indices.reversed() where !fenced[index] {
                let text = lines[index].trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("<!-- snippet:"), text.hasSuffix("-->") else { continue }
                func report(_ message: String) { problems.append(Problem(file: file, line: index + 1, message: message)) }
                let inner = text.dropFirst("<!-- snippet:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                let parts = inner.split(separator: "#", maxSplits: 1).map(String.init)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    report("a snippet reference must read <!-- snippet: PATH#NAME -->")
                    continue
                }
                let (path, name) = (parts[0], parts[1])
                guard index + 1 < lines.count, let fence = Fence(lines[index + 1]) else {
                    report("the reference to \(inner) must be followed at once by a fenced code block (```swift)")
                    continue
                }
                guard let close = lines.indices.dropFirst(index + 2).first(where: { Fence(lines[$0]).map(fence.isClosed) ?? false }) else {
                    report("the code block quoting \(inner) is never closed")
                    continue
                }
                if sources[path] == nil { sources[path] = (try? repository.lines(path)).map { markedRegions(in: $0, file: path) } }
                guard let source = sources[path] ?? nil else {
                    report("snippet \(inner): no file \(path) (paths are relative to the repository root)")
                    continue
                }
                if reportedSources.insert(path).inserted { problems += source.problems }
                guard let region = source.regions[name] else {
                    let known = source.regions.keys.sorted().joined(separator: ", ")
                    report("snippet \(inner): \(path) marks no region '\(name)'" + (known.isEmpty ? " (it marks none)" : " (it marks: \(known))"))
                    continue
                }
                let body = (index + 2)..<close
                let quoted = lines[body].map { $0.trimmedTrailing() }
                guard quoted != region.quoted else { continue }
                if update {
                    lines.replaceSubrange(body, with: region.quoted)
                    edited = true
                    changes.append("\(file):\(index + 1): updated \(inner)")
                } else {
                    report(
                        "the block quoting \(inner) differs from the source (\(path):\(region.begin + 1)); run `swift run sync` to rewrite it\n"
                            + difference(source: region.quoted, quoted: quoted))
                }
            }
            if edited {
                do {
                    try repository.write(lines.joined(separator: "\n") + "\n", to: file)
                } catch {
                    problems.append(Problem(file: file, line: 1, message: "could not write: \(error)"))
                }
            }
        }
        return (changes.reversed(), problems.sorted { ($0.file, $0.line) < ($1.file, $1.line) })
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
