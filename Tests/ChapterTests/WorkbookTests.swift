// The workbook's promises (Exercises/Workbook/README.md): every step file is its real source
// with the step's regions blanked, so the stubs cannot drift from Sources/; every step is
// named by its chapter and listed in the workbook's README; the regions are read and put back
// as the runner needs.
import Foundation
import Testing
import Toolkit
import WorkbookCatalogue
import WorkbookRunner

/// The lines of `path` in this repository.
private func lines(_ path: String) throws -> [String] {
    splitLines(try String(contentsOf: repository.url(path), encoding: .utf8))
}

@Suite struct WorkbookFiles {
    @Test func noStubHoldsTheAnswer() throws {
        for step in Workbook.steps {
            for piece in step.pieces {
                let real = try Workbook.regions(in: try lines(piece.source), file: piece.source)
                for stubbed in piece.regions {
                    let answer = real[stubbed.name]?.body.map { $0.trimmingCharacters(in: .whitespaces) }
                    #expect(answer != nil, "\(piece.source) has no region \(stubbed.name)")
                    #expect(answer != stubbed.stub, "the stub of \(stubbed.name) (step \(step.number)) is the answer itself")
                }
            }
        }
    }

    @Test func theStepsFolderHoldsTheStepFilesAndNothingElse() throws {
        let folder = repository.url(Workbook.stepsFolder)
        let found = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .map { "\(Workbook.stepsFolder)/\($0)" }
            .sorted()
        #expect(found == Workbook.steps.flatMap(\.learnerFiles).sorted())
    }

    @Test func everyTestFileTheWorkbookCompilesExists() {
        // A test file renamed or merged away would otherwise show only in CI's workbook step.
        for file in Workbook.productionRxTestFiles {
            let path = "Tests/ProductionRxTests/\(file)"
            #expect(
                FileManager.default.fileExists(atPath: repository.url(path).path),
                "\(path), listed in Workbook.productionRxTestFiles (Exercises/Workbook/Catalogue/Steps.swift), does not exist")
        }
    }

    @Test func stepsAreNumberedInChapterOrderWithUniqueNames() {
        #expect(Workbook.steps.map(\.number) == Array(1...Workbook.steps.count))
        #expect(Workbook.steps.map(\.chapter) == Workbook.steps.map(\.chapter).sorted())
        #expect(Set(Workbook.steps.map(\.slug)).count == Workbook.steps.count)
        for step in Workbook.steps {
            #expect(!step.checks.isEmpty, "step \(step.number) names no tests to judge it")
            #expect(step.section.hasPrefix("Chapters/") && step.section.contains(".md#"), "step \(step.number)'s section is \(step.section)")
        }
    }

    @Test func theWorkbookReadmeListsEveryStepWithItsFilesAndSection() throws {
        let readme = try String(contentsOf: repository.url("Exercises/Workbook/README.md"), encoding: .utf8)
        for step in Workbook.steps {
            #expect(readme.contains("swift run workbook \(step.number)`"), "the workbook README does not show `swift run workbook \(step.number)`")
            for file in step.learnerFiles {
                let link = "](" + String(file.dropFirst("Exercises/Workbook/".count)) + ")"
                #expect(readme.contains(link), "the workbook README does not link \(file)")
            }
            #expect(readme.contains("](../../\(step.section))"), "the workbook README does not link step \(step.number)'s section \(step.section)")
        }
    }

    @Test func everyChapterNamesItsWorkbookStepsInOneParagraph() throws {
        let chapters = try FileManager.default.contentsOfDirectory(atPath: repository.url("Chapters").path)
            .filter { $0.first?.isNumber == true && $0 != "00-how-to-use-this-repository" }
            .sorted()
        #expect(!chapters.isEmpty)
        for chapter in chapters {
            let path = "Chapters/\(chapter)/README.md"
            guard let number = Int(chapter.prefix(2)), let text = try? lines(path) else { continue }
            // The paragraph that starts with **Workbook:**, its lines joined.
            let starts = text.indices.filter { text[$0].hasPrefix("**Workbook:**") }
            #expect(starts.count == 1, "\(path) should name its workbook steps in one paragraph starting with **Workbook:**")
            guard let start = starts.first else { continue }
            let paragraph = text[start...].prefix { !$0.isEmpty }.joined(separator: " ")
            for step in Workbook.steps(ofChapter: number) {
                #expect(
                    paragraph.contains("swift run workbook \(step.number)`"),
                    "\(path)'s **Workbook:** paragraph does not name step \(step.number) (`swift run workbook \(step.number)`)")
            }
        }
    }
}

@Suite struct WorkbookRegions {
    static let real = [
        "final class Box {",
        "    // snippet:begin workbook-box-value",
        "    var value = 1",
        "    // snippet:end workbook-box-value",
        "    // snippet:begin other",
        "    func get() -> Int {",
        "        // snippet:begin workbook-box-get",
        "        value",
        "        // snippet:end workbook-box-get",
        "    }",
        "    // snippet:end other",
        "}",
    ]

    @Test func regionsAreReadBetweenWorkbookMarkersOnly() throws {
        let regions = try Workbook.regions(in: Self.real, file: "Box.swift")
        #expect(regions.keys.sorted() == ["workbook-box-get", "workbook-box-value"])
        #expect(regions["workbook-box-get"]?.body == ["        value"])
        #expect(regions["workbook-box-get"]?.indentation == "        ")
        #expect(regions["workbook-box-get"]?.firstBodyLine == 8)
    }

    @Test func markersThatDoNotPairUpAreReportedWithTheirLine() {
        #expect(throws: Problem(file: "A.swift", line: 1, message: "'snippet:begin workbook-a' has no matching 'snippet:end workbook-a'")) {
            try Workbook.regions(in: ["// snippet:begin workbook-a", "x"], file: "A.swift")
        }
        #expect(throws: Problem.self) {
            try Workbook.regions(in: ["// snippet:end workbook-a"], file: "A.swift")
        }
        #expect(throws: Problem.self) {
            try Workbook.regions(in: ["// snippet:begin workbook-a", "// snippet:begin workbook-b"], file: "A.swift")
        }
    }

    @Test func theLearnersCopyHoldsTheStubIndentedLikeItsMarker() throws {
        // Step 1's header, over a piece of its own.
        let step = Workbook.steps[0]
        let piece = Piece("Box.swift", [StubbedRegion("workbook-box-get", stub: "// Step 1: return the value.\n0")])
        let copy = try Workbook.learnerLines(of: step, piece: piece, realLines: Self.real)
        #expect(Array(copy.prefix(3)) == Workbook.header(of: step, piece: piece))
        #expect(Array(copy.dropFirst(3)) == Array(Self.real[0..<7]) + ["        // Step 1: return the value.", "        0"] + Array(Self.real[8...]))

        let learnerRegions = try Workbook.regions(in: copy, file: "Box.swift")
        #expect(Workbook.isUntouched(piece, learnerRegions: learnerRegions))
        var written = copy
        written[written.firstIndex(of: "        0")!] = "        value"
        #expect(!Workbook.isUntouched(piece, learnerRegions: try Workbook.regions(in: written, file: "Box.swift")))
    }

    @Test func theComposedSourceTakesTheLearnersRegionAndNamesWhereEachLineWasWritten() throws {
        let replacement: Workbook.Replacement = ("/learner/Box.swift", 20, ["        value + 1", "        // done"])
        let composed = try Workbook.composedSource(realPath: "/real/Box.swift", realLines: Self.real, replacements: ["workbook-box-get": replacement])
        // Built step by step with its types spelled out: as one expression it took the type
        // checker over five seconds.
        var expected: [String] = ["#sourceLocation(file: \"/real/Box.swift\", line: 1)"]
        expected += Self.real[0...6]
        expected += [
            "#sourceLocation(file: \"/learner/Box.swift\", line: 20)",
            "        value + 1",
            "        // done",
            "#sourceLocation(file: \"/real/Box.swift\", line: 9)",
        ]
        expected += Self.real[8...]
        #expect(splitLines(composed) == expected)
    }
}
