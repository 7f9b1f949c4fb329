// Reading the regions a source file marks with `// snippet:begin NAME` and
// `// snippet:end NAME` (CONTRIBUTING.md, "Snippets").
import Foundation

/// A marked region of a source file, as a chapter quotes it.
public struct Region: Sendable, Equatable {
    /// The region's name, from its markers.
    public let name: String
    /// The 1-based line of its `snippet:begin` marker.
    public let line: Int
    /// The quoted lines: nested marker lines dropped, common indentation removed,
    /// trailing whitespace trimmed.
    public let lines: [String]
}

/// The result of reading a source file's markers.
public struct SourceRegions: Sendable {
    /// The regions by name.
    public let regions: [String: Region]
    /// Markers that do not pair up, with their lines.
    public let problems: [(line: Int, message: String)]
}

/// A marker line: `// snippet:begin NAME` or `// snippet:end NAME`, at any indentation.
enum Marker: Equatable {
    case begin(String)
    case end(String)

    init?(_ line: String) {
        let text = line.trimmingCharacters(in: .whitespaces)
        for (prefix, make) in [("// snippet:begin ", Marker.begin), ("// snippet:end ", Marker.end)] {
            if text.hasPrefix(prefix) {
                let name = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else { return nil }
                self = make(name)
                return
            }
        }
        return nil
    }
}

/// Reads every marked region in the lines of a source file.
public func readRegions(_ lines: [String]) -> SourceRegions {
    var regions: [String: Region] = [:]
    var problems: [(line: Int, message: String)] = []
    var open: [(name: String, index: Int)] = []
    for (index, line) in lines.enumerated() {
        switch Marker(line) {
        case .begin(let name):
            if open.contains(where: { $0.name == name }) || regions[name] != nil {
                problems.append((index + 1, "snippet '\(name)' begins twice"))
            }
            open.append((name, index))
        case .end(let name):
            guard let position = open.lastIndex(where: { $0.name == name }) else {
                problems.append((index + 1, "'snippet:end \(name)' has no matching 'snippet:begin \(name)'"))
                continue
            }
            let begin = open.remove(at: position).index
            let body = lines[(begin + 1)..<index].filter { Marker($0) == nil }
            regions[name] = Region(name: name, line: begin + 1, lines: dedent(body))
        case nil:
            break
        }
    }
    for (name, index) in open {
        problems.append((index + 1, "'snippet:begin \(name)' has no matching 'snippet:end \(name)'"))
    }
    return SourceRegions(regions: regions, problems: problems)
}

/// Removes the indentation all non-blank lines share and trims trailing whitespace.
func dedent(_ lines: [String]) -> [String] {
    let trimmed = lines.map(trimmingTrailingWhitespace)
    let indents = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
    let common = indents.min() ?? 0
    return trimmed.map { $0.isEmpty ? $0 : String($0.dropFirst(common)) }
}
