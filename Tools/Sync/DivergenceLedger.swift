// Writes Chapters/DIVERGENCES.md, the ledger of every way ProductionRx differs from RxSwift,
// from the tests that assert each difference (`implementation.divergence(…)`, Divergence.swift).
// One of sync's generators (Generators.swift): `DivergenceLedger.sync(in:writing:)` brings the
// file up to date, or only reports.
import Foundation
import Toolkit

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
    public struct Entry: Sendable {
        /// What differs (the call's first argument).
        public let subject: String
        /// Why (`because:`).
        public let reason: String
        /// The RxSwift file that shows RxSwift's behaviour (`see:`).
        public let rxSwiftSource: String
        /// The test file, relative to the repository's root.
        public let file: String
        /// The suite and the test that assert it: `SkipForDurationTests.skipWithout…()`.
        public let test: String

        /// Whether the difference is a ProductionRx bug still to fix.
        public var isBug: Bool { reason.hasPrefix("ProductionRx bug, to fix") }

        /// What, why and RxSwift's file: entries that share them are one difference.
        var difference: [String] { [subject, reason, rxSwiftSource] }
    }

    /// With `writing`, brings the ledger up to date, unless a call cannot be read; else only
    /// compares it. Returns a line if the ledger changed or is stale, and a problem for each
    /// call that cannot be read (its arguments must be string literals).
    public static func sync(in repository: Repository, writing: Bool) throws -> (changed: [String], problems: [Problem]) {
        // The enumerator does not follow symbolic links: the test targets link the shared suite
        // in, and it is read once, from its own folder.
        let paths = FileManager.default.enumerator(atPath: repository.path(testsFolder))?.allObjects as? [String] ?? []
        let found = try paths.filter { $0.hasSuffix(".swift") }.map { "\(testsFolder)/\($0)" }.sorted().map { file in
            entriesIn(try String(contentsOf: repository.url(file), encoding: .utf8), file: file)
        }
        let problems = found.flatMap(\.problems)
        let text = markdown(found.flatMap(\.entries).sorted { ($0.subject.lowercased(), $0.file, $0.test) < ($1.subject.lowercased(), $1.file, $1.test) })
        if writing {
            guard problems.isEmpty, try repository.write(text, to: path) else { return ([], problems) }
            return (["wrote \(path) from the divergence(…) calls in \(testsFolder)"], [])
        }
        let committed = try? String(contentsOf: repository.url(path), encoding: .utf8)
        let lines = { (text: String) in text.components(separatedBy: "\n") }
        guard committed != text, let difference = firstDifference(lines(text), committed.map(lines) ?? []) else { return ([], problems) }
        return (["\(path) is stale from line \(difference.line) (it should read: \(difference.expected)); run `swift run sync`"], problems)
    }

    // MARK: Reading the calls

    /// The divergences declared in one file's source (`file` is its path, for the entries and
    /// the problems), and a line for each call that cannot be read.
    public static func entriesIn(_ source: String, file: String) -> (entries: [Entry], problems: [Problem]) {
        let tokens = tokenize(source)
        var entries: [Entry] = []
        var problems: [Problem] = []
        // What each open brace opened: a declaration's body (its kind, `struct`, `func`, …, and
        // its name) or `nil`; `pending` is a declaration whose body has not opened yet.
        var open: [(kind: Substring, name: Substring)?] = []
        var pending: (kind: Substring, name: Substring)?
        // A string literal stands for `"`.
        let kinds = tokens.map { $0.hasPrefix("\"") ? "\"" : $0 }
        for (index, token) in tokens.enumerated() {
            switch kinds[index] {
            case "struct", "class", "enum", "extension", "actor", "func":
                if index + 1 < tokens.count, tokens[index + 1].first.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true {
                    pending = (token, tokens[index + 1])
                }
            case "{":
                open.append(pending)
                pending = nil
            case "}":
                _ = open.popLast()
            case "." where index + 2 < tokens.count:
                guard tokens[index + 1] == "divergence", tokens[index + 2] == "(" else { break }
                let declarations = open.compactMap { $0 }
                let suite = declarations.last { $0.kind != "func" }?.name ?? "(file scope)"
                let test = declarations.last { $0.kind == "func" }.map { "\($0.name)()" } ?? "(no function)"
                // `"subject", because: "reason", see: "source"`.
                if Array(kinds.dropFirst(index + 3).prefix(9)) == ["\"", ",", "because", ":", "\"", ",", "see", ":", "\""] {
                    let (subject, reason, see) = (value(of: tokens[index + 3]), value(of: tokens[index + 7]), value(of: tokens[index + 11]))
                    entries.append(Entry(subject: subject, reason: reason, rxSwiftSource: see, file: file, test: "\(suite).\(test)"))
                } else {
                    let line = source.unicodeScalars[..<token.startIndex].filter { $0 == "\n" }.count + 1
                    problems.append(
                        Problem(file: file, line: line, message: "a divergence(…) whose subject, because: and see: are not three string literals in a row"))
                }
            default:
                break
            }
        }
        return (entries, problems)
    }

    /// The tokens of Swift source, leaving out comments and whitespace: words, punctuation
    /// characters one by one, and string literals as written.
    static func tokenize(_ source: String) -> [Substring] {
        let pattern = #"//[^\n]*|/\*[\s\S]*?\*/|"""(\\[\s\S]|[\s\S])*?"""|"(\\[\s\S]|[^"\\])*"|[\p{Alphabetic}_0-9]+|\S"#
        return try! NSRegularExpression(pattern: pattern).matches(in: source, range: NSRange(source.startIndex..., in: source))
            .map { source[Range($0.range, in: source)!] }.filter { !$0.hasPrefix("//") && !$0.hasPrefix("/*") }
    }

    /// The value of a string literal: escapes resolved, interpolations kept as written, and a
    /// multi-line literal's lines that are not blank on one line, without their indentation.
    static func value(of literal: Substring) -> String {
        let escapes: [Substring: String] = ["n": "\n", "t": "\t", "\n": ""] // "\" and a line break: a continued line
        let quotes = literal.hasPrefix("\"\"\"") && literal.count >= 6 ? 3 : 1
        let value = literal.dropFirst(quotes).dropLast(quotes).replacing(/\\([\s\S])/) { escapes[$0.output.1] ?? String($0.output.1) }
        guard quotes == 3 else { return String(value) }
        return value.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    // MARK: Writing the ledger

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
        func distinct(_ list: [Entry]) -> Int { Set(list.map(\.difference)).count }
        out += "\n\(distinct(entries)) divergences: \(distinct(onPurpose)) on purpose, \(distinct(bugs)) ProductionRx bugs still to fix.\n"
        func section(_ title: String, _ intro: String, _ list: [Entry]) {
            out += "\n## \(title)\n\n\(intro)\n"
            if list.isEmpty { out += "\nNone.\n" }
            // One heading per difference; several tests may assert the same one.
            for (index, entry) in list.enumerated() {
                if index == 0 || list[index - 1].difference != entry.difference {
                    out += "\n### \(entry.subject)\n\n\(entry.reason)\n\n"
                    out += "- RxSwift: [\(entry.rxSwiftSource)](https://github.com/ReactiveX/RxSwift/blob/\(rxSwiftCommit)/\(entry.rxSwiftSource))\n"
                }
                out += "- Asserted by: `\(entry.test)` in [\(entry.file)](../\(entry.file))\n"
            }
        }
        section("Bugs still to fix", "ProductionRx should behave as RxSwift does here; the test pins today's behaviour until it does.", bugs)
        section("Differences on purpose", "ProductionRx differs here by design, for the reason given.", onPurpose)
        return out
    }
}
