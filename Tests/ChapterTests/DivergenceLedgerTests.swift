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
        #expect(
            found.problems.map(\.description) == ["Tests/Y.swift:1: a divergence(…) whose subject, because: and see: are not three string literals in a row"])
    }
}
