// Breaking the generated lines that are longer than 160 columns, as `swift format` (with the
// repository's `.swift-format`) breaks them, so generated files are formatted as written.
// CONTRIBUTING.md, "Generated code".

/// A line the layout cannot bring within the repository's 160 columns.
public struct LayoutError: Error, CustomStringConvertible {
    /// The line, as the template wrote it.
    public let line: String
    /// Why it cannot be laid out.
    public let reason: String

    /// The reason and the line.
    public var description: String { "\(reason): \(line)" }
}

/// Lays out generated code within 160 columns.
///
/// A template writes each declaration and call on one line, the way the code reads; this pass
/// breaks the lines that are too long at the places `swift format` breaks them, and leaves
/// every other line as written:
///
/// - a declaration's generic clause, then its parameter clause, each only if it does not fit:
///   `func zip<` … `>(` … `)`, the items filled onto lines indented 4 more, the closing
///   bracket on a line of its own;
/// - a call's argument list (`resultSelector(` …`)`) the same way, but the closing parenthesis
///   stays after the last argument; a call inside an argument is broken the same way if the
///   argument alone does not fit;
/// - a declaration's return clause (` -> Result {`) that alone does not fit moves to the next
///   line, indented 4 more, and its brace to a line of its own;
/// - a line that is a list (`a: x, b: y,`, inside a call already broken by the template) is
///   filled onto lines of the same indentation;
/// - a `where` clause on a line of its own: `where`, the requirements filled below it, indented
///   4 more, and the brace on a line of its own.
///
/// Filling puts an item on the current line if it fits there with its comma (or, for the
/// last, with whatever closes the list), else on the next. A line the pass cannot bring within
/// 160 columns (a long comment, a long item with nothing to break) is an error: break it in
/// the template.
package enum Layout {
    /// The line length of the repository's `.swift-format`.
    package static let width = 160

    /// `text` with every line longer than `width` broken.
    package static func apply(to text: String) throws -> String {
        try text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { try lines(for: String($0)) }
            .joined(separator: "\n")
    }

    /// The line as it is if it fits, else broken into lines that fit.
    package static func lines(for line: String) throws -> [String] {
        guard line.count > width else { return [line] }
        let indentation = line.prefix { $0 == " " }.count
        let content = line.dropFirst(indentation)
        if content.hasPrefix("//") {
            throw LayoutError(line: line, reason: "a comment longer than \(width) columns")
        }
        var printer = Printer(indentation: indentation)
        if content.hasPrefix("where ") {
            // A where clause of its own: `where`, the requirements filled below it, the brace.
            let opensBlock = content.hasSuffix(" {")
            let requirements = content.dropFirst("where ".count).dropLast(opensBlock ? 2 : 0)
            printer.line += "where"
            printer.startLine(indentation: indentation + 4)
            printer.fill(split(try parse(requirements, line: line)).map(callPieces), indentation: indentation + 4, lastTail: 0, endsWithComma: false)
            if opensBlock {
                printer.startLine(indentation: indentation)
                printer.line += "{"
            }
            return try checked(printer.finish(), from: line)
        }
        let nodes = try parse(content, line: line)
        let items = split(nodes)
        if let declaration = declarationPieces(nodes) {
            printer.write(declaration, trailing: 0)
        } else if items.count > 1 {
            // A list line: items at this indentation; a trailing comma is kept.
            let endsWithComma = items.last?.isEmpty == true
            let list = (endsWithComma ? items.dropLast() : items[...]).map(callPieces)
            printer.fill(list, indentation: indentation, lastTail: endsWithComma ? 1 : 0, endsWithComma: endsWithComma)
        } else {
            printer.write(callPieces(nodes), trailing: 0)
        }
        return try checked(printer.finish(), from: line)
    }

    /// `lines` if every one fits, else an error about `line`.
    private static func checked(_ lines: [String], from line: String) throws -> [String] {
        if let long = lines.first(where: { $0.count > width }) {
            throw LayoutError(line: line, reason: "no break brings this line within \(width) columns (\(long.count) left on one line)")
        }
        return lines
    }
}

// MARK: Printing

/// Writes pieces onto lines, breaking a group only where it does not fit.
struct Printer {
    var lines: [String] = []
    var line: String

    init(indentation: Int) {
        line = String(repeating: " ", count: indentation)
    }

    var indentation: Int { line.prefix { $0 == " " }.count }
    var isAtLineStart: Bool { line.allSatisfy { $0 == " " } }

    mutating func startLine(indentation: Int) {
        lines.append(line)
        line = String(repeating: " ", count: indentation)
    }

    mutating func finish() -> [String] {
        lines.append(line)
        return lines
    }

    /// Writes `pieces`, after which `trailing` columns must still fit on the last line.
    mutating func write(_ pieces: [Piece], trailing: Int) {
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                line += text
            case .returnClause(let text):
                if line.count + text.count + trailing <= Layout.width {
                    line += text
                } else {
                    let outer = indentation
                    let opensBlock = text.hasSuffix(" {")
                    startLine(indentation: outer + 4)
                    line += text.dropFirst().dropLast(opensBlock ? 2 : 0)
                    if opensBlock {
                        startLine(indentation: outer)
                        line += "{"
                    }
                }
            case .group(let group):
                let after = columnsUntilBreak(pieces[(index + 1)...], trailing: trailing)
                if line.count + group.flat.count + after <= Layout.width {
                    line += group.flat
                } else {
                    writeBroken(group, after: after)
                }
            }
        }
    }

    /// The columns that must stay on the line after a group: text up to the next group's
    /// opening bracket, or to the end (and then `trailing`).
    func columnsUntilBreak(_ rest: ArraySlice<Piece>, trailing: Int) -> Int {
        var columns = 0
        for piece in rest {
            switch piece {
            case .text(let text): columns += text.count
            case .group: return columns + 1
            case .returnClause: return columns
            }
        }
        return columns + trailing
    }

    mutating func writeBroken(_ group: Group, after: Int) {
        let outer = indentation
        line.append(group.open)
        startLine(indentation: outer + 4)
        fill(group.items, indentation: outer + 4, lastTail: group.closesOnItsOwnLine ? 0 : 1 + after, endsWithComma: false)
        if group.closesOnItsOwnLine { startLine(indentation: outer) }
        line.append(group.close)
    }

    /// Fills `items` onto lines at `indentation`, each followed by a comma (the last only if
    /// `endsWithComma`); `lastTail` columns must fit after the last item.
    mutating func fill(_ items: [[Piece]], indentation: Int, lastTail: Int, endsWithComma: Bool) {
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let tail = isLast ? lastTail : 1
            let text = item.flat
            if !isAtLineStart && line.count + 1 + text.count + tail <= Layout.width {
                line += " " + text
            } else {
                if !isAtLineStart { startLine(indentation: indentation) }
                if line.count + text.count + tail <= Layout.width {
                    line += text
                } else {
                    write(item, trailing: tail) // too long for a line of its own: break inside it
                }
            }
            if !isLast || endsWithComma { line += "," }
        }
    }
}
