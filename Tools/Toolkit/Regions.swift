// The regions a source file marks with `// snippet:begin NAME` and `// snippet:end NAME`: the
// chapters quote them (CONTRIBUTING.md, "Snippets"), and the workbook blanks its
// `workbook-…` ones in the learner's copies. One reader for both.

/// The marker on `line`, `// snippet:begin NAME` or `// snippet:end NAME` at any indentation,
/// if it is one: whether it opens the region, and the region's name.
private func regionMarker(_ line: String) -> (isBegin: Bool, name: String)? {
    line.wholeMatch(of: #/[ \t]*// snippet:(begin|end) [ \t]*([^ \t].*?)[ \t]*/#).map { ($0.output.1 == "begin", String($0.output.2)) }
}

/// One marked region as it stands in a file.
public struct MarkedRegion: Sendable, Equatable {
    /// The region's name, from its markers.
    public let name: String
    /// The 0-based index of the `snippet:begin` line.
    public let begin: Int
    /// The 0-based index of the `snippet:end` line.
    public let end: Int
    /// The whitespace before the `snippet:begin` marker.
    public let indentation: String
    /// The lines between the markers, as they are.
    public let body: [String]

    /// The 1-based line number of the first line of `body`.
    public var firstBodyLine: Int { begin + 2 }

    /// The lines as a chapter quotes them: nested marker lines dropped, the indentation they
    /// share removed, trailing whitespace trimmed.
    public var quoted: [String] {
        let lines = body.filter { regionMarker($0) == nil }.map { $0.trimmedTrailing() }
        let common = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(common)) }
    }
}

/// Every region of `lines` whose name starts with `prefix`, by name, and the markers that do
/// not pair up (as problems in `file`). Regions may nest unless `nesting` is false.
public func markedRegions(
    in lines: [String], file: String, prefix: String = "", nesting: Bool = true
) -> (regions: [String: MarkedRegion], problems: [Problem]) {
    var regions: [String: MarkedRegion] = [:]
    var problems: [Problem] = []
    var open: [(name: String, index: Int)] = []
    for (index, line) in lines.enumerated() {
        guard case (let isBegin, let name)? = regionMarker(line), name.hasPrefix(prefix) else { continue }
        if isBegin {
            if open.contains(where: { $0.name == name }) || regions[name] != nil {
                problems.append(Problem(file: file, line: index + 1, message: "the region '\(name)' begins twice"))
            } else if !nesting, let outer = open.last {
                problems.append(Problem(file: file, line: index + 1, message: "'\(name)' begins inside '\(outer.name)'; these regions do not nest"))
            }
            open.append((name, index))
        } else if let position = open.lastIndex(where: { $0.name == name }) {
            let begin = open.remove(at: position).index
            let indentation = String(lines[begin].prefix { $0 == " " || $0 == "\t" })
            regions[name] = MarkedRegion(name: name, begin: begin, end: index, indentation: indentation, body: Array(lines[(begin + 1)..<index]))
        } else {
            problems.append(Problem(file: file, line: index + 1, message: "'snippet:end \(name)' has no matching 'snippet:begin \(name)'"))
        }
    }
    for (name, index) in open {
        problems.append(Problem(file: file, line: index + 1, message: "'snippet:begin \(name)' has no matching 'snippet:end \(name)'"))
    }
    return (regions, problems.sorted { $0.line < $1.line })
}
