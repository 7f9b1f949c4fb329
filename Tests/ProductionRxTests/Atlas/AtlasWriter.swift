// Writes the atlas's Markdown: a page per AtlasPage and the index, from the page's data, the
// operator contract's entries it covers (how each ends), its recorded pictures, its example
// and what the example printed, and links found in the repository (source, tests, chapters,
// the divergence ledger).
import Foundation
import OperatorContract
import ProductionRxTest

struct AtlasWriter {
    /// What a page's example printed, and its code as the page quotes it.
    struct Example {
        let code: [String]
        let output: [String]
        /// Whether the time stamps that start `debug`'s lines were left out of `output`.
        let timestampsRemoved: Bool
    }

    /// The file the examples live in, relative to the repository's root.
    static let examplesFile = "Tests/ProductionRxTests/Atlas/AtlasExamples.swift"
    /// The divergence ledger, relative to the root; a page links it where it names the page's
    /// operator.
    static let ledgerFile = "Chapters/DIVERGENCES.md"
    static let contractFile = "Tests/OperatorContract/ContractedOperators.swift"
    static let banner = "<!-- Written by swift run sync from Tests/ProductionRxTests/Atlas (AtlasPage, AtlasExamples): edit those, not this file. -->"

    /// The contract's entries, by name.
    let entries: [String: [ContractedOperator]]
    /// The ledger's lines, if it exists.
    let ledger: [String]?
    /// The test files a page may link, with the names of the functions each declares.
    let testFiles: [(path: String, functions: [String])]
    /// For each operator's function name, the longer ones that contain it (`flatMap` for `map`).
    let longerNames: [String: [String]]

    init() {
        var entries: [String: [ContractedOperator]] = [:]
        for entry in ContractedOperator.all { entries[entry.name, default: []].append(entry) }
        self.entries = entries
        let functionNames = Set(ContractedOperator.all.map(\.functionName))
        longerNames = Dictionary(
            uniqueKeysWithValues: functionNames.map { name in
                (name, functionNames.filter { $0 != name && $0.lowercased().contains(name.lowercased()) }.sorted { $0.count > $1.count })
            })
        ledger = GeneratedFiles.read(Self.ledgerFile).map { $0.components(separatedBy: "\n") }
        let excluded = ["Contract/", "Atlas/", "Support/", "Shared/", "TestToolkit/"]
        let production = GeneratedFiles.files(under: "Tests/ProductionRxTests", ext: "swift").filter { path in
            !excluded.contains { path.contains("/ProductionRxTests/\($0)") } && !path.hasSuffix("Support.swift")
        }
        let shared = GeneratedFiles.files(under: "Tests/SharedBehavior", ext: "swift").filter { !$0.hasSuffix("Support.swift") }
        testFiles = (production + shared).map { path in
            (path, (GeneratedFiles.read(path) ?? "").matches(of: #/func (\w+)\(/#).map { String($0.1) })
        }
    }

    /// The entries a page covers, in the contract's order.
    func covered(by page: AtlasPage) -> [ContractedOperator] {
        page.covers.flatMap { entries[$0] ?? [] }
    }

    // MARK: - A page

    func page(_ page: AtlasPage, diagrams: [RecordedDiagram], example: Example) -> String {
        let covered = covered(by: page)
        var out = [Self.banner, "# \(page.title)", ""]
        out.append("[The operator atlas](README.md) › [\(page.group.rawValue)](README.md#\(atlasAnchor(page.group.rawValue)))")
        out += ["", page.does, ""]
        for (index, diagram) in diagrams.enumerated() {
            out.append("![\(page.pictures[index].title)](\(page.pictureFile(index)))")
            out += ["", "```text"] + diagram.description.components(separatedBy: "\n") + ["```", ""]
        }
        out += ["## Example", "", "<!-- snippet: \(Self.examplesFile)#atlas-\(page.slug) -->", "```swift"] + example.code + ["```", ""]
        out += [example.timestampsRemoved ? "prints (without the time stamp that starts each line)" : "prints", "", "```text"] + example.output + ["```", ""]
        out += ["## On error and on dispose", ""]
        if !page.ending.isEmpty { out += [page.ending, ""] }
        out += ["| operator | file | when its sources fail | when they complete |", "| --- | --- | --- | --- |"]
        for entry in covered {
            out.append("| `\(entry.name)` | \(sourceLink(entry.file)) | \(onError(entry)) | \(onCompletion(entry)) |")
        }
        out += [
            "",
            "Disposed, each of them lets go of every source it subscribed to and every timer it set, and sends nothing more: "
                + "the [operator contract](../\(Self.contractFile)) checks every line of this table.",
            "",
        ]
        out += divergence(of: page, covered)
        out += ["## Read more", ""]
        let sources = Array(Set(covered.map(\.file))).sorted()
        out.append("- Source: " + sources.map(sourceLink).joined(separator: ", "))
        let tests = testLinks(page, covered)
        out.append("- Tests: " + (tests + ["the [operator contract](../\(Self.contractFile))"]).joined(separator: ", "))
        for chapter in page.chapters {
            out.append("- " + chapterLink(chapter))
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func sourceLink(_ file: String) -> String {
        "[\(file)](../Sources/ProductionRx/\(file))"
    }

    private func onError(_ entry: ContractedOperator) -> String {
        switch entry.onError {
        case .theError: "fails with their error"
        case .anError: "fails with an error of its own"
        case .completion: "completes instead"
        case .never: "goes on: it subscribes again"
        case .fatal: "stops the process: they must not fail"
        }
    }

    private func onCompletion(_ entry: ContractedOperator) -> String {
        let ends: String
        switch entry.onCompletion {
        case .completion: ends = "completes"
        case .anError: ends = "fails with an error of its own"
        case .never: ends = "goes on until disposed"
        case .theError, .fatal: ends = "\(entry.onCompletion)"
        }
        return entry.endsAfterOneElement ? ends + "; one element is enough to end it" : ends
    }

    /// A link to the ledger where it names one of the page's functions: under the heading
    /// above the first line that does, or the ledger itself.
    private func divergence(of page: AtlasPage, _ covered: [ContractedOperator]) -> [String] {
        guard let ledger else { return [] }
        let names = Set(covered.map(\.functionName))
        guard let line = ledger.firstIndex(where: { text in names.contains { text.contains("`\($0)") || text.contains(".\($0)(") } }) else {
            return ["## RxSwift", "", "The [divergence ledger](../\(Self.ledgerFile)) names no difference from RxSwift here.", ""]
        }
        let heading = ledger[...line].last { $0.hasPrefix("#") }.map { "#" + atlasAnchor($0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)) } ?? ""
        return [
            "## RxSwift", "",
            "ProductionRx differs from RxSwift here: the [divergence ledger](../\(Self.ledgerFile)\(heading)) says how, and why.", "",
        ]
    }

    /// The test files that pin the page's operators: those named after its source file or
    /// its title first, then those with the most functions named after one of its operators
    /// (`zipFailsAtOnce`, `singleFilterIsAMaybe`); three at most.
    private func testLinks(_ page: AtlasPage, _ covered: [ContractedOperator]) -> [String] {
        let names = Set(covered.map(\.functionName))
        let fileStems: [Substring] = covered.filter { $0.file.hasPrefix("Observables/") }.map { ($0.file as NSString).lastPathComponent.dropLast(6) }
        let stems: [String] = Set(fileStems + [page.title[...]]).map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let ranked = testFiles.map { file -> (path: String, named: Bool, tests: Int) in
            let fileName = (file.path as NSString).lastPathComponent
            let tests = file.functions.count { function in names.contains { isWord($0, of: function) } }
            return (file.path, stems.contains { fileName == "\($0)Tests.swift" || fileName == "Shared\($0)Tests.swift" }, tests)
        }
        .filter { $0.named || $0.tests > 0 }
        .sorted { ($0.named ? 1 : 0, $0.tests, $1.path) > ($1.named ? 1 : 0, $1.tests, $0.path) }
        return ranked.prefix(3).map { "[\(($0.path as NSString).lastPathComponent)](../\($0.path))" }
    }

    /// Whether `name` is a word of the camel-case `identifier`: `filter` of `singleFilterIsAMaybe`,
    /// but not `do` of `zipDoesNotComplete`.
    private func isWord(_ name: String, of whole: String) -> Bool {
        // A longer operator's name is not this one's: `concatMapWaits` is no test of `map`.
        var identifier = whole
        for longer in longerNames[name, default: []] {
            identifier = identifier.replacingOccurrences(of: longer, with: "_")
            identifier = identifier.replacingOccurrences(of: longer.prefix(1).uppercased() + longer.dropFirst(), with: "_")
        }
        func endsAWord(_ index: String.Index) -> Bool {
            index == identifier.endIndex || identifier[index].isUppercase || identifier[index].isNumber
        }
        if identifier.hasPrefix(name), endsAWord(identifier.index(identifier.startIndex, offsetBy: name.count)) { return true }
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        var from = identifier.startIndex
        while let range = identifier.range(of: capitalized, range: from..<identifier.endIndex) {
            if endsAWord(range.upperBound) { return true }
            from = range.upperBound
        }
        return false
    }

    /// `10#flatmap-and-its-family` as a link: "Chapter 10, [flatMap and its family](…)".
    private func chapterLink(_ reference: String) -> String {
        let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: GeneratedFiles.root.appendingPathComponent("Chapters").path)) ?? []
        guard let folder = folders.first(where: { $0.hasPrefix(parts[0] + "-") }) else { return "Chapter \(reference) (no such chapter)" }
        let path = "Chapters/\(folder)/README.md"
        let lines = (GeneratedFiles.read(path) ?? "").components(separatedBy: "\n")
        let headings = lines.filter { $0.hasPrefix("#") }.map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
        let chapterTitle = headings.first ?? folder
        let anchor = parts.count > 1 ? parts[1] : ""
        let section = headings.first { atlasAnchor($0) == anchor }
        let number = Int(parts[0]).map(String.init) ?? parts[0]
        guard let section else { return "Chapter \(number), [\(chapterTitle)](../\(path))" }
        return "Chapter \(number), [\(section)](../\(path)#\(anchor))"
    }

    // MARK: - The index

    func index(_ pages: [AtlasPage]) -> String {
        var out = [Self.banner, "# The operator atlas", ""]
        out += Self.introduction
        for group in AtlasGroup.allCases {
            out += ["## \(group.rawValue)", "", "\(group.question) …", ""]
            for page in pages where page.group == group {
                out.append("- \(page.want): [\(page.title)](\(page.slug).md)")
            }
            out.append("")
        }
        let entryCount = ContractedOperator.all.count
        out += [
            "## Every page",
            "",
            "\(pages.count) pages cover the \(entryCount) entries of the [operator contract](../\(Self.contractFile)), "
                + "the list of every operator ProductionRx has: "
                + pages.sorted { $0.slug.lowercased() < $1.slug.lowercased() }.map { "[\($0.title)](\($0.slug).md)" }.joined(separator: " · "),
            "",
        ]
        if ledger != nil {
            out += ["Where ProductionRx differs from RxSwift, the [divergence ledger](../\(Self.ledgerFile)) says how and why.", ""]
        }
        return out.joined(separator: "\n") + "\n"
    }

    static let introduction = [
        "Every operator of ProductionRx on a page of its own: what it does, its picture, its marble text, a short example "
            + "with what it prints, how it ends when its sources fail or complete and when it is disposed, and where to read "
            + "its code, its tests and the chapter that builds or uses it.",
        "",
        "Every picture is a test result. A test runs the operator in virtual time over hand-written input lines, records "
            + "what it sent, checks that against the expected marble line, and draws the picture from the run "
            + "([chapter 8](../Chapters/08-testing-in-virtual-time/README.md#the-same-test-as-a-picture) shows how). "
            + "A picture changes only when the operator's behaviour does, and then a test fails first. "
            + "Every example is compiled and run by the same tests, so the output shown is what it printed.",
        "",
        "How to read a picture: time runs left to right, one column is ten ticks of virtual time, and the first column is "
            + "the subscription, at 200. The lines above the box are the inputs, the line under it what the subscriber got. "
            + "A marble is an element, with the same colour for the same value on every line; a bar is completion, a cross an "
            + "error (hover it for its description); a caret marks a subscription after the first column and an "
            + "exclamation mark a disposal before the end. A hollow marble is one nobody received, and a dashed line a time "
            + "when nobody was subscribed. The short lines that branch off an element are the sequences it stands for or "
            + "starts (`flatMap`'s inner sequences, `window`'s windows, what `catch` switches to). "
            + "[Chapter 1](../Chapters/01-observables-are-sequences/README.md#marble-diagrams) introduces the notation.",
        "",
    ]
}

/// GitHub's anchor for a heading (as the ChapterTests' link check computes it).
func atlasAnchor(_ heading: String) -> String {
    String(heading.lowercased().compactMap { $0 == " " ? "-" : ($0 == "-" || $0 == "_" || $0.isLetter || $0.isNumber) ? $0 : nil })
}
