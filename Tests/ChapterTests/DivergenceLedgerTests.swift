// The reader of the divergence(…) calls behind Chapters/DIVERGENCES.md (Tools/Sync/
// DivergenceLedger.swift) finds what it should; RepositoryTests checks that the ledger is current.
import Sync
import Testing

@Suite("The divergence ledger")
struct DivergenceLedgerTests {
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
            found.entries.map { [$0.subject, $0.reason, $0.rxSwiftSource, $0.file, $0.test] } == [
                ["ReplayRelay.createUnbounded()", "a \"spelling\"", "RxRelay/ReplayRelay.swift", "Tests/X.swift", "RelayTests.createUnbounded()"],
                ["second", "two lines", "x", "Tests/X.swift", "RelayTests.later()"],
            ]
        )
    }

    @Test func aDeclarationWhoseTextsAreNotLiteralsIsAProblem() {
        let found = DivergenceLedger.entriesIn("func f() { implementation.divergence(subject, because: \"b\", see: \"c\") {} }", file: "Tests/Y.swift")
        #expect(found.entries.isEmpty)
        #expect(
            found.problems.map(\.description) == ["Tests/Y.swift:1: a divergence(…) whose subject, because: and see: are not three string literals in a row"])
    }
}
