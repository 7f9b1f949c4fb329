// Everything in the repository that a tool writes and a hand never edits, in one list:
// `swift run sync` brings it all up to date, `swift run sync --check` (and the ChapterTests)
// only report what is stale. CONTRIBUTING.md, "Generated files".
import ArityGenerator
import ChapterCheck
import Foundation
import Toolkit
import WorkbookCatalogue
import WorkbookRunner

/// One kind of generated file: how to bring it up to date, and how to tell that it is stale.
public struct Generator: Sendable, CustomStringConvertible {
    /// Its name in reports: `snippets`.
    public let name: String
    /// Writes what is stale (`writing`) and returns a line for each file it changed; or writes
    /// nothing and returns a line for each stale file or other problem (empty when current).
    public let update: @Sendable (_ repository: Repository, _ writing: Bool) throws -> [String]

    /// The name.
    public var description: String { name }

    /// Every generator, in the order `sync` runs them. Adding one is one line here.
    public static let all: [Generator] = [.arityFiles, .workbookCopies, .pictures, .divergenceLedger, .snippets]

    /// The generators whose check the ChapterTests run: all but the atlas and pictures, whose
    /// check is a suite of `swift test` itself, which the ChapterTests run inside.
    public static let checkedByTheChapterTests = all.filter { $0.name != pictures.name }

    /// `Zip+arity.swift` and its kin, from their templates in Tools/ArityGenerator/Templates.
    public static let arityFiles = Generator(name: "arity files") { repository, writing in
        try GeneratedFile.all.compactMap { try $0.sync(in: repository.root, writing: writing) }
    }

    /// The workbook's step files: each real source with the step's regions holding their stubs.
    public static let workbookCopies = Generator(name: "workbook copies") { repository, writing in
        try report(syncStepFiles(in: repository, keepingRegions: writing, write: writing), writing: writing)
    }

    /// The operator atlas (`Atlas/`) and the chapters' pictures, drawn from recorded runs by
    /// the suites that check them: `AtlasTests` and `ChapterPictureTests` compare every page
    /// and picture with what its run draws, and write them instead when `RX_WRITE_PICTURES` is
    /// set. They live in the tests because the atlas reads the operator contract's entries. Its
    /// lines: what the suites print about the files (`wrote PATH`, `deleted PATH`) when writing,
    /// their failures when checking.
    public static let pictures = Generator(name: "atlas and pictures") { repository, writing in
        let outcome = run(
            ["swift", "test", "--package-path", repository.root.path, "--filter", "AtlasTests|ChapterPictureTests"],
            environment: writing ? ["RX_WRITE_PICTURES": "1"] : [:])
        let lines = outcome.lines
        if outcome.succeeded { return lines.filter { $0.hasPrefix("wrote ") || $0.hasPrefix("deleted ") } }
        // Each issue, with the comment lines (`↳ …`) that say which file and what to run.
        let failures = lines.indices.filter { lines[$0].contains("recorded an issue") || lines[$0].contains("error:") }.flatMap { index in
            [lines[index]] + lines[(index + 1)...].prefix { $0.hasPrefix("↳") }
        }
        if writing { throw Problem(file: "AtlasTests", line: 0, message: (failures.isEmpty ? lines.suffix(20) : failures).joined(separator: "\n")) }
        return failures.isEmpty ? ["swift test --filter AtlasTests|ChapterPictureTests failed"] : failures
    }

    /// Chapters/DIVERGENCES.md, from the `implementation.divergence(…)` calls in the tests.
    public static let divergenceLedger = Generator(name: "divergence ledger") { repository, writing in
        try report(DivergenceLedger.sync(in: repository, writing: writing), writing: writing)
    }

    /// The chapters' quoted blocks, from the source regions they name. Runs last: it quotes
    /// generated files too.
    public static let snippets = Generator(name: "snippets") { repository, writing in
        try report(Snippets.sync(repository, writing: writing), writing: writing)
    }

    /// A generator's lines from the files it changed and the problems it met: when writing,
    /// the first problem is thrown; when checking, the problems follow the stale files.
    private static func report(_ result: (changed: [String], problems: [Problem]), writing: Bool) throws -> [String] {
        if writing, let problem = result.problems.first { throw problem }
        return result.changed + result.problems.map(\.description)
    }
}
