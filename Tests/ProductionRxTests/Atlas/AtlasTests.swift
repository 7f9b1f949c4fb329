// The operator atlas (Atlas/), kept honest: every entry of the operator contract has a page,
// every page and picture is what its runs draw, and every picture is well-formed and small.
// `swift run sync` writes them (RX_WRITE_PICTURES=1 swift test --filter "AtlasTests|ChapterPictureTests").
import Foundation
import OperatorContract
import ProductionRx
import ProductionRxTest
import Synchronization
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite(.leakChecked)
struct AtlasTests {
    @Test func everyOperatorOfTheContractHasOnePage() {
        var pageOf: [String: String] = [:]
        for page in AtlasPage.all {
            for name in page.covers {
                if let other = pageOf[name] {
                    Issue.record("\(name) is covered by two pages, \(other) and \(page.slug): an entry belongs to one page.")
                }
                pageOf[name] = page.slug
            }
        }
        let names = Set(ContractedOperator.all.map(\.name))
        for entry in ContractedOperator.all where pageOf[entry.name] == nil {
            Issue.record(
                """
                The operator contract's entry \(entry.name) (\(entry.file)) has no atlas page: add its name to the covers of a page \
                in Tests/ProductionRxTests/Atlas/Pages+….swift, or add a page (CONTRIBUTING.md, "The operator atlas").
                """)
        }
        for name in pageOf.keys.sorted() where !names.contains(name) {
            Issue.record("The atlas page \(pageOf[name]!) covers \(name), which the operator contract does not list.")
        }
        let slugs = AtlasPage.all.map(\.slug)
        #expect(Set(slugs).count == slugs.count, "two pages share a file name")
        for page in AtlasPage.all {
            #expect(!page.pictures.isEmpty, "\(page.slug) has no picture")
            #expect(AtlasPage.examples[page.slug] != nil, "\(page.slug) has no example in AtlasExamples.swift")
        }
        for slug in AtlasPage.examples.keys where !slugs.contains(slug) {
            Issue.record("AtlasExamples.swift has an example for \(slug), which is no page")
        }
    }

    /// Draws every page's pictures from their runs, runs its example, writes its page, and
    /// compares each file with the committed one (or writes it, with RX_WRITE_PICTURES set).
    @Test func thePagesAndPicturesAreWhatTheirRunsDraw() throws {
        let writer = AtlasWriter()
        let examples = try AtlasExampleRegions()
        var expected: Set<String> = ["Atlas/README.md"]
        for page in AtlasPage.all {
            var diagrams: [RecordedDiagram] = []
            for (index, picture) in page.pictures.enumerated() {
                let before = Resources.total
                let diagram = try picture.record(TestScheduler(initialClock: 0))
                #expect(
                    Resources.total == before, "\(page.slug): the run of picture \(index + 1) leaves \(Int(Resources.total) - Int(before)) resource(s) alive")
                diagrams.append(diagram)
                let path = "Atlas/\(page.pictureFile(index))"
                expected.insert(path)
                if let problem = try GeneratedFiles.check(path, holds: diagram.svg(title: picture.title)) { Issue.record(Comment(rawValue: problem)) }
            }
            guard let run = AtlasPage.examples[page.slug] else { continue }
            let before = Resources.total
            let printed = AtlasConsole.printed(by: run)
            // What another queue disposes may lag behind the example's last line by a moment.
            for _ in 0..<200 where Resources.total != before { usleep(5_000) }
            #expect(Resources.total == before, "\(page.slug): its example leaves \(Int(Resources.total) - Int(before)) resource(s) alive")
            let example = AtlasWriter.Example(code: examples.code(of: page.slug), output: printed.lines, timestampsRemoved: printed.timestampsRemoved)
            #expect(!example.code.isEmpty && !example.output.isEmpty, "\(page.slug): its example is not in a region atlas-\(page.slug), or printed nothing")
            let path = "Atlas/\(page.slug).md"
            expected.insert(path)
            if let problem = try GeneratedFiles.check(path, holds: writer.page(page, diagrams: diagrams, example: example)) {
                Issue.record(Comment(rawValue: problem))
            }
        }
        if let problem = try GeneratedFiles.check("Atlas/README.md", holds: writer.index(AtlasPage.all)) { Issue.record(Comment(rawValue: problem)) }
        for path in GeneratedFiles.files(under: "Atlas", ext: "md") + GeneratedFiles.files(under: "Atlas", ext: "svg") where !expected.contains(path) {
            if let problem = try GeneratedFiles.remove(path, because: "belongs to no atlas page") { Issue.record(Comment(rawValue: problem)) }
        }
    }

    /// Every committed picture, the atlas's and the chapters', parses as XML and stays under
    /// 12 KB.
    @Test func everyPictureIsWellFormedAndSmall() throws {
        let chapters = GeneratedFiles.files(under: "Chapters", ext: "svg")
        let pictures = GeneratedFiles.files(under: "Atlas", ext: "svg") + chapters
        #expect(pictures.count > AtlasPage.all.count && chapters.count >= 10)
        for path in pictures {
            let data = try Data(contentsOf: GeneratedFiles.root.appendingPathComponent(path))
            #expect(data.count <= 12 * 1024, "\(path) is \(data.count) bytes, over 12 KB")
            let parser = XMLParser(data: data)
            #expect(parser.parse(), "\(path) is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        }
    }
}

/// The examples' code as the pages quote it: the regions `atlas-<slug>` of AtlasExamples.swift,
/// with the indentation they share removed (as the snippet check quotes a region).
struct AtlasExampleRegions {
    private var regions: [String: [String]] = [:]

    init() throws {
        let text = try #require(GeneratedFiles.read(AtlasWriter.examplesFile))
        var open: (name: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet:begin atlas-") {
                open = (String(trimmed.dropFirst("// snippet:begin atlas-".count)), [])
            } else if trimmed.hasPrefix("// snippet:end atlas-"), let region = open {
                let lines = region.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
                let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                regions[region.name] = lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
                open = nil
            } else {
                open?.lines.append(line)
            }
        }
    }

    func code(of slug: String) -> [String] {
        regions[slug] ?? []
    }
}

/// Where an example's `print` goes while the atlas runs it. Examples run one at a time, on
/// the main queue as an app's code would (a Driver is driven there): leak-checked tests run
/// one at a time, and only AtlasTests runs examples.
enum AtlasConsole {
    /// The lines printed by the example running, or `nil` when none is.
    static let lines = Mutex<[String]?>(nil)

    /// Runs `example` on the main queue and returns what it printed, line by line: its
    /// `print`s, then the lines `debug` wrote, without the time stamp each starts with.
    static func printed(by example: @escaping @Sendable () -> Void) -> (lines: [String], timestampsRemoved: Bool) {
        lines.withLock { $0 = [] }
        let standardOutput = capturingStandardOutput { onMainQueue { example() } }
        let printed = lines.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
        let debugLines = standardOutput.split(separator: "\n").compactMap { line in
            line.firstMatch(of: #/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}: (.* -> .*)$/#).map { String($0.1) }
        }
        return (printed + debugLines, !debugLines.isEmpty)
    }
}
