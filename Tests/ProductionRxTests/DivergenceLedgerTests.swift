// Chapters/DIVERGENCES.md is what the divergence(…) calls in the tests say (Tests/Support/
// DivergenceLedger.swift writes it), and the reader of those calls finds what it should.
import Foundation
import TestSupport
import Testing

@Suite("The divergence ledger")
struct DivergenceLedgerTests {
    /// The repository's root: the nearest folder above this file with Chapters and Tests.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let chapters = folder.appendingPathComponent("Chapters").path
            let tests = folder.appendingPathComponent("Tests/SharedBehavior").path
            if FileManager.default.fileExists(atPath: chapters) && FileManager.default.fileExists(atPath: tests) { return folder }
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    @Test func theCommittedLedgerIsWhatTheTestsDeclare() throws {
        for problem in try DivergenceLedger.check(root: Self.root) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    @Test func everyDeclarationIsFoundWithItsSuiteAndTest() throws {
        let source = """
            struct RelayTests {
                // implementation.divergence("in a comment", because: "no", see: "no")
                @Test func createUnbounded() {
                    implementation.divergence(
                        "ReplayRelay.createUnbounded()",
                        because: "a \\"spelling\\"",
                        see: "RxRelay/ReplayRelay.swift",
                        productionRx: { if true { } },
                        rxSwift: {}
                    )
                }
            }
            extension RelayTests {
                func later() async { _ = await implementation.divergence("second", because: \"""
                    two
                    lines
                    \""", see: "x", productionRx: {}, rxSwift: {}) }
            }
            """
        let found = DivergenceLedger.entriesIn(source, file: "Tests/X.swift")
        #expect(found.problems.isEmpty)
        #expect(
            found.entries == [
                .init(
                    subject: "ReplayRelay.createUnbounded()", reason: "a \"spelling\"", rxSwiftSource: "RxRelay/ReplayRelay.swift",
                    file: "Tests/X.swift", test: "RelayTests.createUnbounded()"
                ),
                .init(subject: "second", reason: "two lines", rxSwiftSource: "x", file: "Tests/X.swift", test: "RelayTests.later()"),
            ]
        )
    }

    @Test func aDeclarationWhoseTextsAreNotLiteralsIsAProblem() {
        let found = DivergenceLedger.entriesIn("func f() { implementation.divergence(subject, because: \"b\", see: \"c\") {} }", file: "Tests/Y.swift")
        #expect(found.entries.isEmpty)
        #expect(found.problems == ["Tests/Y.swift:1: a divergence(…) whose subject, because: and see: are not three string literals in a row"])
    }
}
