// Recognising fenced code blocks in Markdown, so that the checks skip what is quoted
// as an example (a snippet reference inside a ```text block is not a reference).
import Foundation

/// An opening or closing code fence: three or more backticks or tildes.
struct Fence {
    let character: Character
    let length: Int
    /// The text after the fence characters (`swift` in ```` ```swift ````).
    let info: String

    /// The fence that `line` opens or closes, if it is one (up to three spaces of indentation).
    init?(_ line: String) {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        if first == "`" && info.contains("`") { return nil }
        self.character = first
        self.length = length
        self.info = info
    }

    /// Whether `other` closes a block this fence opened.
    func isClosed(by other: Fence) -> Bool {
        other.character == character && other.length >= length && other.info.isEmpty
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
