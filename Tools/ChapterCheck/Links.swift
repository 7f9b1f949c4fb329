// Checking that every relative link in the Markdown files points at an existing file or
// folder, and every `#anchor` at a heading (CONTRIBUTING.md, "Snippets").
import Foundation
import Toolkit

/// Checks the relative links and anchors of a repository's Markdown files.
public enum Links {
    /// Every relative link of `repository`'s Markdown files whose file, folder or anchor does not
    /// exist. Links to other sites (`http:`, `https:`, `mailto:`…) and links inside code are not checked.
    public static func check(_ repository: Repository) -> [Problem] {
        var problems: [Problem] = []
        var anchors: [String: Set<String>] = [:]
        for file in repository.markdownFiles() {
            guard let lines = try? repository.lines(file) else { continue }
            let fenced = fencedLines(lines)
            for (index, line) in lines.enumerated() where !fenced[index] {
                problems += linkTargets(in: line).compactMap { problem(with: $0, in: file, of: repository, anchors: &anchors) }
                    .map { Problem(file: file, line: index + 1, message: $0) }
            }
        }
        return problems
    }

    /// What is wrong with the link `target` in `file`, if anything; `anchors` holds each Markdown
    /// file's anchors once read.
    private static func problem(with target: String, in file: String, of repository: Repository, anchors cache: inout [String: Set<String>]) -> String? {
        if target.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil { return nil }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let pathPart = parts[0].removingPercentEncoding ?? parts[0]
        let anchor = parts.count > 1 ? (parts[1].removingPercentEncoding ?? parts[1]) : nil

        // A path from the root, from the linking file's folder, or the linking file itself.
        let folder = (file as NSString).deletingLastPathComponent
        let path = pathPart.hasPrefix("/") ? String(pathPart.dropFirst()) : pathPart.isEmpty ? file : (folder as NSString).appendingPathComponent(pathPart)
        let url = repository.url(path)
        let resolved = repository.relative(url.path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return "broken link (\(target)): no file or folder \(resolved)"
        }
        guard let anchor, !anchor.isEmpty, resolved.lowercased().hasSuffix(".md") else { return nil }
        if cache[resolved] == nil { cache[resolved] = (try? repository.lines(resolved)).map(headingAnchors) ?? [] }
        let anchors = cache[resolved] ?? []
        guard anchors.contains(anchor.lowercased()) else {
            let suggestion = anchors.sorted().filter { $0.hasPrefix(String(anchor.lowercased().prefix(3))) }
            return "broken anchor (\(target)): \(resolved) has no heading with the anchor #\(anchor)"
                + (suggestion.isEmpty ? "" : " (similar: \(suggestion.map { "#\($0)" }.joined(separator: ", ")))")
        }
        return nil
    }
}

/// The targets of the inline links `[text](target)` and images on a line, outside code spans.
func linkTargets(in line: String) -> [String] {
    // A target runs from `](` to the next `)`, or to the end of the line.
    removingCodeSpans(line).matches(of: /\]\(([^)]*)/).map { $0.output.1.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
}

/// `line` with every `code span` removed.
func removingCodeSpans(_ line: String) -> String {
    var result = ""
    var rest = line[...]
    // A span closes at the next run of as many backticks; one that never closes is text.
    while let open = rest.firstIndex(of: "`") {
        let ticks = String(rest[open...].prefix { $0 == "`" })
        guard let close = rest[open...].dropFirst(ticks.count).range(of: ticks) else { break }
        result += rest[..<open]
        rest = rest[close.upperBound...]
    }
    return result + rest
}

/// The anchors GitHub gives the headings of a Markdown file (with `-1`, `-2` for repeats).
func headingAnchors(_ lines: [String]) -> Set<String> {
    let fenced = fencedLines(lines)
    var anchors: Set<String> = []
    var counts: [String: Int] = [:]
    for (index, line) in lines.enumerated() where !fenced[index] {
        // Up to three spaces, one to six #s, then a space, a tab or the end of the line.
        guard let marker = line.range(of: #"^ {0,3}#{1,6}([ \t]|$)"#, options: .regularExpression) else { continue }
        let base = slug(line[marker.upperBound...].trimmingCharacters(in: .whitespaces))
        let seen = counts[base, default: 0]
        counts[base] = seen + 1
        anchors.insert(seen == 0 ? base : "\(base)-\(seen)")
    }
    return anchors
}

/// GitHub's anchor for a heading: lowercase, spaces become `-`, punctuation other than
/// `-` and `_` is dropped. `## Two threads at once` → `two-threads-at-once`.
public func slug(_ heading: String) -> String {
    let kept = heading.lowercased().filter { $0 == " " || $0 == "-" || $0 == "_" || $0.isLetter || $0.isNumber }
    return kept.replacingOccurrences(of: " ", with: "-")
}
