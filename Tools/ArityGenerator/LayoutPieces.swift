// Reading a line of generated code for the layout pass: its brackets, its commas, and which
// brackets may break (a declaration's clauses, a call's arguments). CONTRIBUTING.md,
// "Generated code".

/// A line's text as a tree of brackets: `f(a, g(b))` is the text `f` and a bracket that holds
/// the text `a, g` and a bracket that holds `b`.
indirect enum Node {
    case text(String)
    /// A string literal, kept whole: its commas and brackets are not the code's.
    case string(String)
    case bracket(open: Character, content: [Node], close: Character)

    var flat: String {
        switch self {
        case .text(let text), .string(let text): text
        case .bracket(let open, let content, let close): "\(open)\(content.map(\.flat).joined())\(close)"
        }
    }
}

/// Reads `content` into nodes. `<` opens a bracket only right after a name (`zip<`,
/// `Observable<`), and `>` closes one only when it is not part of `->`.
func parse(_ content: Substring, line: String) throws -> [Node] {
    let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    var stack: [(open: Character, nodes: [Node])] = [(" ", [])]
    var text = ""
    var literal: String?
    var previous: Character = " "

    func flush() {
        if !text.isEmpty { stack[stack.count - 1].nodes.append(.text(text)) }
        text = ""
    }

    func open(_ bracket: Character) {
        flush()
        stack.append((bracket, []))
    }

    func close(_ bracket: Character) throws {
        flush()
        guard stack.count > 1, let open = stack.last?.open, pairs[open] == bracket else {
            throw LayoutError(line: line, reason: "an unmatched \(bracket)")
        }
        let frame = stack.removeLast()
        stack[stack.count - 1].nodes.append(.bracket(open: open, content: frame.nodes, close: bracket))
    }

    for character in content {
        defer { previous = character }
        if var string = literal {
            string.append(character)
            if character == "\"" && previous != "\\" {
                stack[stack.count - 1].nodes.append(.string(string))
                literal = nil
            } else {
                literal = string
            }
            continue
        }
        let isAfterName = previous.isLetter || previous.isNumber || previous == "_"
        switch character {
        case "\"":
            flush()
            literal = "\""
        case "(", "[", "{": open(character)
        case "<" where isAfterName: open(character)
        case ")", "]", "}": try close(character)
        case ">" where previous != "-" && stack.last?.open == "<": try close(character)
        default: text.append(character)
        }
    }
    flush()
    // A block's opening brace (`… {`) stays open at the end of its line.
    while stack.count > 1, stack[stack.count - 1].open == "{" {
        let frame = stack.removeLast()
        stack[stack.count - 1].nodes += [.text("{")] + frame.nodes
    }
    guard stack.count == 1, literal == nil else {
        throw LayoutError(line: line, reason: "an unclosed bracket or string")
    }
    return stack[0].nodes
}

/// Splits nodes at their top-level commas into items, without the spaces around each.
func split(_ nodes: [Node]) -> [[Node]] {
    var items: [[Node]] = [[]]
    for node in nodes {
        guard case .text(let text) = node else {
            items[items.count - 1].append(node)
            continue
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            if index > 0 { items.append([]) }
            if !part.isEmpty { items[items.count - 1].append(.text(String(part))) }
        }
    }
    return items.map(trimmed)
}

/// `item` without spaces at its start and end.
func trimmed(_ item: [Node]) -> [Node] {
    var item = item
    if case .text(let text)? = item.first {
        let rest = String(text.drop { $0 == " " })
        if rest.isEmpty { item.removeFirst() } else { item[0] = .text(rest) }
    }
    if case .text(let text)? = item.last {
        let rest = String(text.reversed().drop { $0 == " " }.reversed())
        if rest.isEmpty { item.removeLast() } else { item[item.count - 1] = .text(rest) }
    }
    return item
}

/// A piece of a line: text that stays whole, or a bracketed list that may break.
enum Piece {
    case text(String)
    case group(Group)
    /// A declaration's ` -> Result …` after its parameters: it moves to the next line, indented
    /// 4 more, if it does not fit, and a brace at its end then gets a line of its own.
    case returnClause(String)

    var flat: String {
        switch self {
        case .text(let text), .returnClause(let text): text
        case .group(let group): group.flat
        }
    }
}

/// A bracketed list that may break: a generic or parameter clause, or a call's arguments.
struct Group {
    let open: Character
    let items: [[Piece]]
    let close: Character
    /// A declaration's clause closes on a line of its own; a call's stays after its last argument.
    let closesOnItsOwnLine: Bool

    var flat: String { "\(open)\(items.map(\.flat).joined(separator: ", "))\(close)" }
}

extension [Piece] {
    var flat: String { map(\.flat).joined() }
}

/// The pieces of a declaration's line (`func name<…>(…) …`, `init(…) …`): its generic and
/// parameter clauses may break, the rest stays whole. `nil` if the line declares nothing.
func declarationPieces(_ nodes: [Node]) -> [Piece]? {
    guard let first = nodes.firstIndex(where: { if case .bracket = $0 { true } else { false } }),
        isDeclarationHead(nodes[..<first].map(\.flat).joined())
    else { return nil }
    var result: [Piece] = nodes[..<first].map { .text($0.flat) }
    var index = first
    for clause: Character in ["<", "("] {
        guard index < nodes.count, case .bracket(clause, let content, let close) = nodes[index] else { continue }
        let items = split(content).filter { !$0.isEmpty }.map(callPieces)
        result.append(.group(Group(open: clause, items: items, close: close, closesOnItsOwnLine: true)))
        index += 1
    }
    let rest = nodes[index...].map(\.flat).joined()
    if rest.hasPrefix(" -> ") { return result + [.returnClause(rest)] }
    return result + (rest.isEmpty ? [] : [.text(rest)])
}

/// The pieces of anything else: the parentheses of a call (`name(…)`) may break, other
/// brackets (closures, tuples, generic arguments) stay whole.
func callPieces(_ nodes: [Node]) -> [Piece] {
    var result: [Piece] = []
    for node in nodes {
        if case .bracket("(", let content, let close) = node, let last = result.last?.flat.last,
            last.isLetter || last.isNumber || last == "_"
        {
            let items = split(content).filter { !$0.isEmpty }.map(callPieces)
            result.append(.group(Group(open: "(", items: items, close: close, closesOnItsOwnLine: false)))
        } else {
            result.append(.text(node.flat))
        }
    }
    return result
}

/// Whether the text before a line's first bracket names a function or an initializer.
func isDeclarationHead(_ head: String) -> Bool {
    let words = head.split(separator: " ")
    return words.last == "init" || (words.count >= 2 && words[words.count - 2] == "func")
}
