// Writes Chapters/DIVERGENCES.md, the ledger of every way ProductionRx differs from RxSwift,
// from the tests that assert each difference (`implementation.divergence(…)`, Divergence.swift).
// One of sync's generators (Generators.swift): `DivergenceLedger.write(root:)` brings the file
// up to date, `DivergenceLedger.check(root:)` only reports.
import Foundation

/// The ledger of divergences from RxSwift, read from the test sources.
public enum DivergenceLedger {
    /// The ledger, relative to the repository's root.
    public static let path = "Chapters/DIVERGENCES.md"
    /// Where the tests are, relative to the repository's root.
    public static let testsFolder = "Tests"
    /// The RxSwift commit the divergences were checked against (../shared/reference/README.md);
    /// the ledger links each cited file at that commit.
    public static let rxSwiftCommit = "5abdfe46cc21e4d536cdfc3dd09e130503f599fb"

    /// One `implementation.divergence(…)` call, as read from a test file.
    public struct Entry: Equatable, Sendable {
        /// What differs (the call's first argument).
        public var subject: String
        /// Why (`because:`).
        public var reason: String
        /// The RxSwift file that shows RxSwift's behaviour (`see:`).
        public var rxSwiftSource: String
        /// The test file, relative to the repository's root.
        public var file: String
        /// The suite and the test that assert it: `SkipForDurationTests.skipWithout…()`.
        public var test: String

        /// An entry with these fields.
        public init(subject: String, reason: String, rxSwiftSource: String, file: String, test: String) {
            self.subject = subject
            self.reason = reason
            self.rxSwiftSource = rxSwiftSource
            self.file = file
            self.test = test
        }

        /// Whether the difference is a ProductionRx bug still to fix.
        public var isBug: Bool { reason.hasPrefix("ProductionRx bug, to fix") }
    }

    /// Brings the ledger up to date; returns one line per file it changed (none when current).
    public static func write(root: URL) throws -> [String] {
        let (text, problems) = try render(root: root)
        if let problem = problems.first {
            throw LedgerError(message: problem)
        }
        let url = root.appendingPathComponent(path)
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return [] }
        try text.write(to: url, atomically: true, encoding: .utf8)
        return ["wrote \(path) from the divergence(…) calls in \(testsFolder)"]
    }

    /// Writes nothing; returns one line per problem: the ledger is stale, or a call cannot be
    /// read. Empty when the ledger is current.
    public static func check(root: URL) throws -> [String] {
        let (text, problems) = try render(root: root)
        let committed = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        guard committed != text else { return problems }
        let old = committed.map(lines) ?? []
        let new = lines(text)
        let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let line = first < new.count ? new[first] : "(the end of the file)"
        return problems + ["\(path) is stale from line \(first + 1) (it should read: \(line)); run `swift run sync`"]
    }

    /// The ledger's text, and the calls that could not be read.
    public static func render(root: URL) throws -> (text: String, problems: [String]) {
        let (entries, problems) = try read(root: root)
        return (markdown(entries), problems)
    }

    /// Every divergence declared in the tests, sorted by subject, and the calls that could not
    /// be read (their arguments must be string literals).
    public static func read(root: URL) throws -> (entries: [Entry], problems: [String]) {
        var entries: [Entry] = []
        var problems: [String] = []
        for file in try swiftFiles(under: root.appendingPathComponent(testsFolder), root: root) {
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let found = entriesIn(source, file: file)
            entries += found.entries
            problems += found.problems
        }
        entries.sort { ($0.subject.lowercased(), $0.file, $0.test) < ($1.subject.lowercased(), $1.file, $1.test) }
        return (entries, problems)
    }

    /// The failure `write` throws when a call cannot be read.
    public struct LedgerError: Error, CustomStringConvertible {
        /// What went wrong, naming the file and line.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    // MARK: Reading the calls

    /// The Swift files under `folder`, relative to `root`, sorted; symbolic links are skipped (the
    /// test targets link the shared suite in, and it is read once, from its own folder).
    static func swiftFiles(under folder: URL, root: URL) throws -> [String] {
        let keys: [URLResourceKey] = [.isSymbolicLinkKey, .isDirectoryKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return [] }
        var files: [String] = []
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: Set(keys))
            if values.isSymbolicLink == true {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            files.append(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
        }
        return files.sorted()
    }

    /// The divergences declared in one file's source (`file` is its path, for the entries and
    /// the problems), and a line for each call that cannot be read.
    public static func entriesIn(_ source: String, file: String) -> (entries: [Entry], problems: [String]) {
        let tokens = tokenize(source)
        var entries: [Entry] = []
        var problems: [String] = []
        // Open declarations: the kind (`struct`, `func`, …), its name, and the brace depth at
        // which its body opened; `pending` is a declaration whose body has not opened yet.
        var open: [(kind: String, name: String, depth: Int)] = []
        var pending: (kind: String, name: String)?
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .word where ["struct", "class", "enum", "extension", "actor", "func"].contains(token.text):
                if index + 1 < tokens.count, tokens[index + 1].kind == .word {
                    pending = (token.text, tokens[index + 1].text)
                }
            case .punctuation where token.text == "{":
                depth += 1
                if let declaration = pending {
                    open.append((declaration.kind, declaration.name, depth))
                    pending = nil
                }
            case .punctuation where token.text == "}":
                if let last = open.last, last.depth == depth { open.removeLast() }
                depth -= 1
            case .punctuation where token.text == "." && index + 2 < tokens.count:
                guard tokens[index + 1].kind == .word, tokens[index + 1].text == "divergence", tokens[index + 2].text == "(" else { break }
                let arguments = Array(tokens[(index + 3)...].prefix(8))
                let suite = open.last { $0.kind != "func" }?.name ?? "(file scope)"
                let test = open.last { $0.kind == "func" }.map { "\($0.name)()" } ?? "(no function)"
                if arguments.count == 8,
                    arguments[0].kind == .string,
                    arguments[1].text == ",", arguments[2].text == "because", arguments[3].text == ":", arguments[4].kind == .string,
                    arguments[5].text == ",", arguments[6].text == "see", arguments[7].kind == .punctuation
                {
                    let rest = Array(tokens[(index + 11)...].prefix(1))
                    if let see = rest.first, see.kind == .string {
                        entries.append(
                            Entry(
                                subject: arguments[0].text, reason: arguments[4].text, rxSwiftSource: see.text,
                                file: file, test: "\(suite).\(test)"
                            )
                        )
                        index += 12
                        continue
                    }
                }
                problems.append(
                    "\(file):\(token.line): a divergence(…) whose subject, because: and see: are not three string literals in a row"
                )
            default:
                break
            }
            index += 1
        }
        return (entries, problems)
    }

    /// A token of Swift source, as far as the ledger needs it.
    struct Token {
        enum Kind { case word, string, punctuation }
        var kind: Kind
        var text: String
        var line: Int
    }

    /// Splits Swift source into words, string literals (their value, escapes resolved) and
    /// single punctuation characters, leaving out comments and whitespace. Interpolations in
    /// a string are kept as written.
    static func tokenize(_ source: String) -> [Token] {
        let characters = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var line = 1
        var index = 0
        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if character == "/" && peek(1) == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && peek(1) == "*" {
                index += 2
                while index < characters.count && !(characters[index] == "*" && peek(1) == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                index += 2
            } else if character == "\"" {
                let start = line
                let multiline = peek(1) == "\"" && peek(2) == "\""
                index += multiline ? 3 : 1
                var value = String.UnicodeScalarView()
                while index < characters.count {
                    let current = characters[index]
                    if multiline ? (current == "\"" && peek(1) == "\"" && peek(2) == "\"") : current == "\"" {
                        index += multiline ? 3 : 1
                        break
                    }
                    if current == "\\" && index + 1 < characters.count {
                        let escaped = characters[index + 1]
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "\n":
                            line += 1 // a line continuation in a multi-line literal
                        default: value.append(escaped)
                        }
                        index += 2
                        continue
                    }
                    if current == "\n" { line += 1 }
                    value.append(current)
                    index += 1
                }
                var text = String(value)
                if multiline {
                    text = dedentMultilineLiteral(text)
                }
                tokens.append(Token(kind: .string, text: text, line: start))
            } else if character.properties.isAlphabetic || character == "_" || ("0"..."9").contains(character) {
                var word = String.UnicodeScalarView()
                while index < characters.count,
                    characters[index].properties.isAlphabetic || characters[index] == "_" || ("0"..."9").contains(characters[index])
                {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .word, text: String(word), line: line))
            } else if character.properties.isWhitespace {
                index += 1
            } else {
                tokens.append(Token(kind: .punctuation, text: String(character), line: line))
                index += 1
            }
        }
        return tokens
    }

    /// A multi-line literal's value: the lines after the opening quotes, less the closing
    /// line's indentation, joined with spaces (the ledger keeps a reason on one line).
    static func dedentMultilineLiteral(_ raw: String) -> String {
        var rows = raw.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeFirst() }
        if rows.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { rows.removeLast() }
        return rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    // MARK: Writing the ledger

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The ledger's Markdown.
    static func markdown(_ entries: [Entry]) -> String {
        var out = """
            # Where ProductionRx differs from RxSwift

            ProductionRx is written to behave as RxSwift 6 does. Where it does not, on purpose or
            because of a bug still to fix, a test says so: it asserts ProductionRx's behaviour and
            RxSwift's, side by side, with the reason. The same tests run against RxSwift itself,
            compiled from its sources by the contributors' harness in
            [Tools/AgainstRxSwift](../Tools/AgainstRxSwift/README.md), so every line below is
            checked both ways. This page is generated from those tests; do not edit it by hand.

            Each entry names what differs, why, the RxSwift file that shows RxSwift's behaviour (at
            the RxSwift commit the tests were checked against, \(rxSwiftCommit.prefix(10))), and the
            test that asserts both sides. The chapter demos run against RxSwift too; where one
            prints something else there, [the demos' differences](../Tools/AgainstRxSwift/DemoDifferences/README.md)
            say what and why.

            """
        let bugs = entries.filter(\.isBug)
        let onPurpose = entries.filter { !$0.isBug }
        func distinct(_ list: [Entry]) -> Int { Set(list.map { [$0.subject, $0.reason, $0.rxSwiftSource] }).count }
        out += "\n\(distinct(entries)) divergences: \(distinct(onPurpose)) on purpose, \(distinct(bugs)) ProductionRx bugs still to fix.\n"
        func section(_ title: String, _ intro: String, _ list: [Entry]) {
            out += "\n## \(title)\n\n\(intro)\n"
            if list.isEmpty { out += "\nNone.\n" }
            // One heading per difference; several tests may assert the same one.
            var index = 0
            while index < list.count {
                let entry = list[index]
                var tests = [entry]
                while index + tests.count < list.count, case let next = list[index + tests.count],
                    (next.subject, next.reason, next.rxSwiftSource) == (entry.subject, entry.reason, entry.rxSwiftSource)
                {
                    tests.append(next)
                }
                index += tests.count
                out += "\n### \(entry.subject)\n\n\(entry.reason)\n\n"
                out += "- RxSwift: [\(entry.rxSwiftSource)](https://github.com/ReactiveX/RxSwift/blob/\(rxSwiftCommit)/\(entry.rxSwiftSource))\n"
                for test in tests {
                    out += "- Asserted by: `\(test.test)` in [\(test.file)](../\(test.file))\n"
                }
            }
        }
        section("Bugs still to fix", "ProductionRx should behave as RxSwift does here; the test pins today's behaviour until it does.", bugs)
        section("Differences on purpose", "ProductionRx differs here by design, for the reason given.", onPurpose)
        return out
    }
}
