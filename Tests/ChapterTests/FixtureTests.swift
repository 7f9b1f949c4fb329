// The checks themselves, on small repositories written to a temporary folder: they must
// catch a stale quote, a missing region or file, a broken link or anchor, and writing
// (`Snippets.sync(_:writing: true)`) must repair what it can.
import ChapterCheck
import Foundation
import Testing
import Toolkit

/// Expects exactly one problem, at `place` (`file:line:`), whose message contains `text`.
func expectOneProblem(_ problems: [Problem], at place: String, saying text: String) throws {
    try #require(problems.count == 1)
    #expect(problems[0].description.hasPrefix(place))
    #expect(problems[0].message.contains(text))
}

/// A throwaway repository: a `Package.swift`, plus whatever files a test writes.
final class Fixture {
    let root: URL
    var repository: Repository { Repository(root: root) }

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("Package.swift", "// swift-tools-version: 6.2\n")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func snippetProblems() -> [Problem] {
        Snippets.sync(repository, writing: false).problems
    }

    func linkProblems() -> [Problem] {
        Links.check(repository)
    }
}

let source = """
    // A file with one marked region.
    struct Box {
        // snippet:begin box-value
        var value: Int

        func doubled() -> Int {
            // snippet:begin inner
            value * 2
            // snippet:end inner
        }
        // snippet:end box-value
    }

    """

let chapter = """
    # Boxes

    <!-- snippet: Sources/Box.swift#box-value -->
    ```swift
    var value: Int

    func doubled() -> Int {
        value * 2
    }
    ```

    """

@Suite struct SnippetCheck {
    @Test func aQuoteThatMatchesItsRegionPasses() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source)
        try fixture.write("Chapters/Boxes.md", chapter)
        #expect(fixture.snippetProblems() == [])
    }

    @Test func nestedMarkersAreDroppedAndIndentationRemoved() {
        let regions = markedRegions(in: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), file: "Box.swift")
        #expect(regions.problems.isEmpty)
        #expect(regions.regions["box-value"]?.quoted == ["var value: Int", "", "func doubled() -> Int {", "    value * 2", "}"])
        #expect(regions.regions["inner"]?.quoted == ["value * 2"])
        #expect(regions.regions["box-value"]?.begin == 2)
    }

    @Test func aQuoteOfAnInnerRegionPasses() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source)
        try fixture.write(
            "Chapters/Inner.md",
            """
            <!-- snippet: Sources/Box.swift#inner -->
            ```swift
            value * 2
            ```

            """)
        #expect(fixture.snippetProblems() == [])
    }

    @Test func editingTheSourceAloneFailsNamingTheMarkdownFileAndShowingBothVersions() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source.replacingOccurrences(of: "value * 2", with: "value * 3"))
        try fixture.write("Chapters/Boxes.md", chapter)
        let problems = fixture.snippetProblems()
        try #require(problems.count == 1)
        let report = problems[0].description
        #expect(report.hasPrefix("Chapters/Boxes.md:3:"))
        #expect(report.contains("Sources/Box.swift#box-value"))
        #expect(report.contains("-     value * 2"), "the Markdown's version")
        #expect(report.contains("+     value * 3"), "the source's version")
    }

    @Test func aReferenceToAMissingRegionFails() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source)
        try fixture.write("Chapters/Boxes.md", chapter.replacingOccurrences(of: "#box-value", with: "#box-values"))
        let problems = fixture.snippetProblems()
        try #require(problems.count == 1)
        #expect(problems[0].file == "Chapters/Boxes.md")
        #expect(problems[0].message.contains("marks no region 'box-values'"))
        #expect(problems[0].message.contains("box-value, inner"), "lists the regions that exist")
    }

    @Test func aReferenceToAMissingFileFails() throws {
        let fixture = try Fixture()
        try fixture.write("Chapters/Boxes.md", chapter)
        try expectOneProblem(fixture.snippetProblems(), at: "Chapters/Boxes.md:3:", saying: "no file Sources/Box.swift")
    }

    @Test func aReferenceWithoutACodeBlockFails() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source)
        try fixture.write("Chapters/Boxes.md", "<!-- snippet: Sources/Box.swift#inner -->\n\nText.\n")
        #expect(fixture.snippetProblems().map(\.line) == [1])
    }

    @Test func unpairedMarkersAreReported() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source.replacingOccurrences(of: "// snippet:end inner", with: ""))
        try fixture.write("Chapters/Boxes.md", chapter)
        let problems = fixture.snippetProblems()
        #expect(problems.contains { $0.file == "Sources/Box.swift" && $0.message.contains("no matching 'snippet:end inner'") })
    }

    @Test func referencesInsideCodeBlocksAreExamplesNotReferences() throws {
        let fixture = try Fixture()
        try fixture.write(
            "Guide.md",
            """
            ````text
            <!-- snippet: Sources/Nowhere.swift#nothing -->
            ```swift
            anything
            ```
            ````

            """)
        #expect(fixture.snippetProblems() == [])
    }

    @Test func updateRewritesAStaleBlockAndTheCheckThenPasses() throws {
        let fixture = try Fixture()
        try fixture.write("Sources/Box.swift", source.replacingOccurrences(of: "value * 2", with: "value * 3"))
        try fixture.write("Chapters/Boxes.md", chapter + "\nAfter the block.\n")
        let (changes, problems) = Snippets.sync(fixture.repository, writing: true)
        #expect(problems == [])
        #expect(changes == ["Chapters/Boxes.md:3: updated Sources/Box.swift#box-value"])
        let updated = try fixture.read("Chapters/Boxes.md")
        #expect(updated.contains("    value * 3\n"))
        #expect(updated.hasSuffix("After the block.\n"), "the text around the block is kept")
        #expect(fixture.snippetProblems() == [])
    }

    @Test func filesInHiddenAndBuildFoldersAreIgnored() throws {
        let fixture = try Fixture()
        try fixture.write(".build/checkouts/Readme.md", "[x](nowhere.md)\n")
        try fixture.write(".build-solutions/Readme.md", "[x](nowhere.md)\n")
        try fixture.write("Docs/Readme.md", "No links.\n")
        #expect(fixture.repository.markdownFiles() == ["Docs/Readme.md"])
    }
}

@Suite struct LinkCheck {
    let guide = """
        # The guide

        ## Two threads at once
        ## What's `map`, really?

        """

    @Test func linksToFilesFoldersAndHeadingsResolve() throws {
        let fixture = try Fixture()
        try fixture.write("Docs/Guide.md", guide)
        try fixture.write("Sources/Box.swift", source)
        try fixture.write(
            "README.md",
            """
            See [the guide](Docs/Guide.md), [its threads](Docs/Guide.md#two-threads-at-once),
            [map](Docs/Guide.md#whats-map-really), [the code](Sources/Box.swift), [a folder](Sources/),
            [this](#a-heading), [the site](https://example.com/x.md#nothing) and [mail](mailto:a@b.c).
            `[not a link](nowhere.md)`

            ```markdown
            [also not a link](nowhere.md)
            ```

            ## A heading

            """)
        #expect(fixture.linkProblems() == [])
    }

    @Test func aLinkToAMissingFileIsReported() throws {
        let fixture = try Fixture()
        try fixture.write("Docs/Guide.md", "Back to [the start](../Readme.md).\n")
        try expectOneProblem(fixture.linkProblems(), at: "Docs/Guide.md:1:", saying: "no file or folder Readme.md")
    }

    @Test func aLinkToAMissingAnchorIsReported() throws {
        let fixture = try Fixture()
        try fixture.write("Docs/Guide.md", guide)
        try fixture.write("README.md", "Read [threads](Docs/Guide.md#two-threads) and [here](#nowhere).\n")
        let problems = fixture.linkProblems()
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.file == "README.md" && $0.line == 1 })
        #expect(problems.contains { $0.message.contains("Docs/Guide.md has no heading with the anchor #two-threads") })
        #expect(problems.contains { $0.message.contains("README.md has no heading with the anchor #nowhere") })
    }

    @Test func slugsFollowGitHub() {
        #expect(slug("Two threads at once") == "two-threads-at-once")
        #expect(slug("What's `map`, really?") == "whats-map-really")
        #expect(slug("on_next and on-error") == "on_next-and-on-error")
    }
}

@Suite struct ClaimCheck {
    func problems(_ chapter: String) throws -> [Problem] {
        let fixture = try Fixture()
        try fixture.write("Chapters/01-one/README.md", chapter)
        return Claims.check(fixture.repository)
    }

    @Test func aClaimAboutRxSwiftWithoutASourceIsReported() throws {
        let text = "# One\n\nIntro.\n\nRxSwift's `merge` subscribes to every source at once.\nIt keeps the order.\n"
        try expectOneProblem(try problems(text), at: "Chapters/01-one/README.md:5:", saying: "names no source")
    }

    @Test func aReferenceFileOrATestInTheSameParagraphIsASource() throws {
        let named = "RxSwift's `merge` subscribes to every source at once\n(`RxSwift/Observables/Merge.swift`).\n"
        #expect(try problems(named).isEmpty)
        let tested = "RxSwift keeps the subscription, as `Tests/SharedBehavior/MergeTests.swift` shows.\n"
        #expect(try problems(tested).isEmpty)
        let elsewhere = "RxSwift keeps the subscription.\n\nSee `RxSwift/Observables/Merge.swift`.\n"
        #expect(try problems(elsewhere).count == 1)
    }

    @Test func namesInCodeMentionsWithoutAVerbAndCodeBlocksAreNotClaims() throws {
        let text = """
            Change `import RxSwift` to `import ProductionRx`: the code does the same.

            ProductionRx is source-compatible with RxSwift 6.

            ```swift
            // RxSwift does this
            ```

            """
        #expect(try problems(text).isEmpty)
    }
}
