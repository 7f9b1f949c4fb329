// Checking that a chapter's claims about RxSwift name their source: a paragraph that says what
// RxSwift (RxCocoa, RxTest, RxBlocking) does names the reference file it was checked against
// (`RxSwift/Observables/Merge.swift`) or the test that proves it (CONTRIBUTING.md, "Chapters").
import Foundation
import Toolkit

/// Finds the paragraphs of the chapters that say what RxSwift does and name no source.
public enum Claims {
    /// The chapter texts of `repository`: `Chapters/NN-slug/README.md`.
    public static func chapterFiles(in repository: Repository) -> [String] {
        repository.markdownFiles().filter {
            $0.range(of: #"^Chapters/[0-9]+-[^/]+/README\.md$"#, options: .regularExpression) != nil
        }
    }

    /// One problem per paragraph of `repository`'s chapters that holds a claim about RxSwift's
    /// behaviour and names neither a reference file nor a test, at the line of the paragraph's
    /// first such sentence.
    public static func check(_ repository: Repository) -> [Problem] {
        chapterFiles(in: repository).flatMap { file in
            paragraphs((try? repository.lines(file)) ?? []).compactMap { paragraph -> Problem? in
                guard !namesASource(paragraph.text), let claim = claims(in: paragraph.text).first else { return nil }
                let source = "a reference file such as `RxSwift/Observables/Merge.swift`, or a test"
                return Problem(file: file, line: paragraph.line, message: "a claim about RxSwift names no source (\(source)): \(claim)")
            }
        }
    }

    /// The paragraphs of `lines`, each with the number of its first line: consecutive non-blank
    /// lines outside code blocks and HTML comments, or one row of a table.
    static func paragraphs(_ lines: [String]) -> [(line: Int, text: String)] {
        let fenced = fencedLines(lines) + [false]
        var result: [(line: Int, text: String)] = []
        var current: [String] = []
        // A blank line after the last one closes the last paragraph.
        for (index, line) in (lines + [""]).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let isText = !fenced[index] && !trimmed.isEmpty && !trimmed.hasPrefix("#") && !trimmed.hasPrefix("<!--")
            if isText && !trimmed.hasPrefix("|") {
                current.append(trimmed)
                continue
            }
            if !current.isEmpty { result.append((index + 1 - current.count, current.joined(separator: " "))) }
            current = []
            // A table row is a paragraph of its own.
            if isText { result.append((index + 1, trimmed)) }
        }
        return result
    }

    /// Whether `text` names a reference file (`RxSwift/…swift`, `RxCocoa/…`, `RxTest/…`,
    /// `RxBlocking/…`, `RxRelay/…`, or RxSwift's `Documentation/….md`) or one of this
    /// repository's tests (`Tests/…`), or a contributors' script that runs the same code against
    /// RxSwift (`Tools/SwiftModes/check.sh`).
    static func namesASource(_ text: String) -> Bool {
        let reference = #"\b(RxSwift|RxCocoa|RxTest|RxBlocking|RxRelay)/[A-Za-z0-9_+/.-]+\.swift"#
        let source = #"\#(reference)|\bDocumentation/[A-Za-z0-9_+.-]+\.md|\bTests/[A-Za-z0-9_+/.-]+|\bTools/[A-Za-z0-9_]+/[A-Za-z0-9_.-]+\.sh"#
        return text.range(of: source, options: .regularExpression) != nil
    }

    /// The verbs that say what a library does when it runs.
    static let verbs = [
        "does", "did", "keeps", "disposes", "sends", "completes", "throws", "fails", "emits", "replays",
        "forwards", "delivers", "schedules", "calls", "waits", "returns", "stops", "crashes", "cancels",
        "subscribes", "drops", "ignores", "holds", "retains", "releases", "iterates", "wakes", "shares",
        "buffers", "turns", "catches", "checks", "asserts", "reports", "prints", "ends", "runs", "reads",
        "hops", "dispatches", "blocks", "locks", "behaves", "differs", "repeats", "swallows",
        "errors", "recurses", "hands", "passes", "switches", "adds", "counts", "traps", "warns",
    ]

    /// The sentences of `paragraph` that name RxSwift (or RxCocoa, RxTest, RxBlocking) outside
    /// code and use a verb of behaviour among the six words from the name on ("the demo
    /// subscribes …, not RxSwift API" says nothing about RxSwift; "RxSwift keeps …", "RxSwift's
    /// `delay` sends" and "as RxSwift 6 does" do; "It runs the RxSwift program above, then
    /// builds …, prints …" is about a demo).
    static func claims(in paragraph: String) -> [String] {
        let names = #"\b(RxSwift|RxCocoa|RxTest|RxBlocking)\b"#
        let verb = #"\b("# + verbs.joined(separator: "|") + #")\b"#
        return sentences(paragraph).filter { sentence in
            let prose = sentence.replacingOccurrences(of: #"`[^`]*`"#, with: "`…`", options: .regularExpression)
            var rest = prose[...]
            while let name = rest.range(of: names, options: .regularExpression) {
                let following = rest[name.lowerBound...].split(whereSeparator: \.isWhitespace).prefix(6)
                if following.joined(separator: " ").range(of: verb, options: .regularExpression) != nil { return true }
                rest = rest[name.upperBound...]
            }
            return false
        }
    }

    /// `text` cut after each `.`, `!` or `?` that ends a sentence (outside code spans).
    static func sentences(_ text: String) -> [String] {
        // Code spans (one left open runs to the end) and other characters, up to the end mark.
        let sentence = /(?:`[^`]*`?|[^`.!?]|[.!?](?! ))+[.!?]?/
        return text.matches(of: sentence).map { $0.output.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
