// Recognising fenced code blocks in Markdown, so that the checks skip what is quoted
// as an example (a snippet reference inside a ```text block is not a reference).
import Foundation

/// An opening or closing code fence: three or more backticks or tildes.
struct Fence {
    /// The run of backticks or tildes: ```` ``` ````.
    let run: Substring
    /// The text after the run (`swift` in ```` ```swift ````).
    let info: String

    /// The fence that `line` opens or closes, if it is one (up to three spaces of indentation).
    init?(_ line: String) {
        guard let run = line.range(of: #"^ {0,3}(`{3,}|~{3,})"#, options: .regularExpression) else { return nil }
        self.run = line[run].drop { $0 == " " }
        info = line[run.upperBound...].trimmingCharacters(in: .whitespaces)
        if self.run.first == "`" && info.contains("`") { return nil }
    }

    /// Whether `other` closes a block this fence opened.
    func isClosed(by other: Fence) -> Bool {
        other.run.first == run.first && other.run.count >= run.count && other.info.isEmpty
    }
}

/// For each line of a Markdown file, whether it is inside a fenced code block
/// (fence lines themselves count as inside).
func fencedLines(_ lines: [String]) -> [Bool] {
    var open: Fence?
    return lines.map { line in
        let fence = Fence(line)
        if let current = open {
            if let fence, current.isClosed(by: fence) { open = nil }
            return true
        }
        open = fence
        return fence != nil
    }
}
