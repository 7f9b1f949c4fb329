// The checks run on this repository: everything generated is what its generator writes (what
// `swift run sync --check` reports), every relative link and anchor resolves.
// CONTRIBUTING.md, "Generated files" and "Snippets".
import ChapterCheck
import Foundation
import Sync
import Testing
import Toolkit

/// This repository, found from this file's path.
let repository = Repository.containing(#filePath)!

@Suite struct ThisRepository {
    /// (The atlas and the chapters' pictures are checked by their own suites, AtlasTests and
    /// ChapterPictureTests.)
    @Test(arguments: Generator.checkedByTheChapterTests)
    func whatIsGeneratedIsCurrent(_ generator: Generator) throws {
        for stale in try generator.update(repository, false) { Issue.record(Comment(rawValue: "\(stale)\nRun `swift run sync`.")) }
    }

    @Test func everyRelativeLinkAndAnchorResolves() {
        for problem in Links.check(repository) { Issue.record(Comment(rawValue: problem.description)) }
    }

    @Test func theChecksReadTheMarkdownFilesOfThisRepository() {
        #expect(repository.markdownFiles().contains("CONTRIBUTING.md"))
        #expect(!repository.markdownFiles().contains { $0.hasPrefix(".") })
    }
}

@Suite struct ExerciseFiles {
    /// `Exercises/NN-slug/File.swift` for every starter.
    func files(under folder: String) -> [String] {
        let root = repository.url(folder)
        let chapters = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return chapters.filter { $0.first?.isNumber == true }.flatMap { chapter in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(chapter).path)) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .map { "\(chapter)/\($0)" }
        }.sorted()
    }

    @Test func everyStarterHasASolutionWithTheSameNameAndNoSolutionIsAlone() {
        let starters = files(under: "Exercises")
        #expect(!starters.isEmpty)
        #expect(starters == files(under: "Exercises/Solutions"))
    }

    @Test func theExercisesReadmeLinksEveryStarter() throws {
        let readme = try String(contentsOf: repository.url("Exercises/README.md"), encoding: .utf8)
        for starter in files(under: "Exercises") {
            #expect(readme.contains("](\(starter))"), "Exercises/README.md does not link \(starter)")
        }
    }
}

@Suite struct ChapterClaims {
    @Test func everyClaimAboutRxSwiftNamesItsSource() {
        #expect(!Claims.chapterFiles(in: repository).isEmpty)
        for problem in Claims.check(repository) { Issue.record(Comment(rawValue: problem.description)) }
    }
}

@Suite struct SplittingLines {
    /// A file saved with Windows line ends reads as the same lines as one saved with "\n".
    @Test func crlfAndLfEndsGiveTheSameLines() {
        #expect(splitLines("a\nb\n\nc\n") == ["a", "b", "", "c"])
        #expect(splitLines("a\r\nb\r\n\r\nc\r\n") == ["a", "b", "", "c"])
        #expect(splitLines("a\nb") == ["a", "b"], "no final newline")
        #expect(splitLines("") == [])
        #expect(splitLines("a\u{2028}b\u{0C}c\n") == ["a\u{2028}b\u{0C}c"], "the compiler ends no line at U+2028 or a form feed")
    }
}
