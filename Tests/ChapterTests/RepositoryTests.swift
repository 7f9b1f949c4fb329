// The checks run on this repository: every quoted block equals its source region, every
// relative link and anchor resolves. CONTRIBUTING.md, "Snippets".
import ChapterCheck
import Testing

/// This repository, found from this file's path.
let repository = Repository.containing(#filePath)!

@Suite struct ThisRepository {
    @Test func everyQuotedBlockMatchesItsSourceRegion() {
        var checker = SnippetChecker(repository: repository)
        let problems = checker.check()
        for problem in problems { Issue.record(Comment(rawValue: problem.description)) }
    }

    @Test func everyRelativeLinkAndAnchorResolves() {
        var checker = LinkChecker(repository: repository)
        let problems = checker.check()
        for problem in problems { Issue.record(Comment(rawValue: problem.description)) }
    }

    @Test func theChecksReadTheMarkdownFilesOfThisRepository() {
        #expect(repository.markdownFiles().contains("CONTRIBUTING.md"))
        #expect(!repository.markdownFiles().contains { $0.hasPrefix(".") })
    }
}
