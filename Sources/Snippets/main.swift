// `swift run snippets`: rewrites every quoted block in the Markdown files from the source
// region it names and prints what changed. `swift run snippets --check` only reports.
// CONTRIBUTING.md, "Snippets: chapters quote the real code".
import ChapterCheck
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run snippets [--check]

          (no option)  rewrite every quoted block from its source region; print what changed
          --check      change nothing; list stale blocks, missing regions and broken links,
                       and exit with status 1 if there are any
        """)
    exit(0)
}
let checkOnly = arguments.contains("--check")
if let unknown = arguments.first(where: { $0 != "--check" }) {
    FileHandle.standardError.write(Data("snippets: unknown argument \(unknown) (try --help)\n".utf8))
    exit(2)
}

guard
    let repository = Repository.containing(FileManager.default.currentDirectoryPath)
        ?? Repository.containing(#filePath)
else {
    FileHandle.standardError.write(Data("snippets: no Package.swift here or above\n".utf8))
    exit(2)
}

var snippets = SnippetChecker(repository: repository)
var links = LinkChecker(repository: repository)
var problems: [Problem]
if checkOnly {
    problems = snippets.check()
} else {
    let (changes, remaining) = snippets.update()
    for change in changes { print(change) }
    print(changes.isEmpty ? "All quoted blocks already match their source." : "Updated \(changes.count) quoted block(s).")
    problems = remaining
}
problems += links.check()
for problem in problems { print(problem) }
if !problems.isEmpty {
    print("\(problems.count) problem(s).")
    exit(1)
}
if checkOnly { print("All quoted blocks match their source; all links resolve.") }
