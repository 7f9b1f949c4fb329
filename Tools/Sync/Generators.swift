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
    /// Writes what is stale; returns a line for each file it changed.
    public let write: @Sendable (Repository) throws -> [String]
    /// Writes nothing; returns a line for each stale file or other problem (empty when current).
    public let check: @Sendable (Repository) throws -> [String]

    /// A generator called `name`.
    public init(_ name: String, write: @escaping @Sendable (Repository) throws -> [String], check: @escaping @Sendable (Repository) throws -> [String]) {
        self.name = name
        self.write = write
        self.check = check
    }

    /// The name.
    public var description: String { name }

    /// Every generator, in the order `sync` runs them. Adding one is one line here.
    public static let all: [Generator] = [.arityFiles, .workbookCopies, .divergenceLedger, .snippets]

    /// `Zip+arity.swift` and its kin, from their templates in Tools/ArityGenerator/Templates.
    public static let arityFiles = Generator(
        "arity files",
        write: { repository in try GeneratedFile.all.filter { try $0.write(in: repository.root) }.map { "wrote \($0.path) from \($0.template)" } },
        check: { repository in try GeneratedFile.all.compactMap { try $0.problem(in: repository.root) } })

    /// The workbook's step files: each real source with the step's regions holding their stubs.
    public static let workbookCopies = Generator(
        "workbook copies",
        write: { repository in
            let result = syncStepFiles(in: repository, keepingRegions: true)
            if let problem = result.problems.first { throw problem }
            return result.changed
        },
        check: { repository in
            let result = syncStepFiles(in: repository, keepingRegions: false, write: false)
            return result.changed + result.problems.map(\.description)
        })

    /// Chapters/DIVERGENCES.md, from the `implementation.divergence(…)` calls in the tests.
    public static let divergenceLedger = Generator(
        "divergence ledger",
        write: { repository in try DivergenceLedger.write(root: repository.root) },
        check: { repository in try DivergenceLedger.check(root: repository.root) })

    /// The chapters' quoted blocks, from the source regions they name. Runs last: it quotes
    /// generated files too.
    public static let snippets = Generator(
        "snippets",
        write: { repository in
            var checker = SnippetChecker(repository: repository)
            let (changes, problems) = checker.update()
            if let problem = problems.first { throw problem }
            return changes.map(\.description)
        },
        check: { repository in
            var checker = SnippetChecker(repository: repository)
            return checker.check().map(\.description)
        })

    /// A generator that is an executable of the main package, for one that needs the library
    /// to run (recorded test runs, say): `swift run PRODUCT` writes, `swift run PRODUCT
    /// --check` checks, printing one line per stale file and exiting non-zero when any is.
    public static func executable(_ product: String) -> Generator {
        @Sendable func swiftRun(_ repository: Repository, _ arguments: [String]) -> (Bool, [String]) {
            let outcome = run(["swift", "run", "--package-path", repository.root.path, product] + arguments)
            return (outcome.succeeded, splitLines(outcome.standardOutput).filter { !$0.isEmpty })
        }
        return Generator(
            product,
            write: { repository in
                let (succeeded, lines) = swiftRun(repository, [])
                if !succeeded { throw Problem(file: product, line: 0, message: lines.joined(separator: "\n")) }
                return lines
            },
            check: { repository in
                let (succeeded, lines) = swiftRun(repository, ["--check"])
                return succeeded ? [] : lines.isEmpty ? ["swift run \(product) --check failed"] : lines
            })
    }
}
