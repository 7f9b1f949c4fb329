// `swift run sync`: rewrites everything generated (the arity files, the workbook's step
// files, the atlas and the chapters' pictures, the chapters' quoted blocks) and prints what changed; `swift run sync --check` only
// reports what is stale. CONTRIBUTING.md, "Generated files".
import ChapterCheck
import Foundation
import Sync
import Toolkit

let command = Command(
    "sync",
    usage: """
        usage: swift run sync [--check]

          (no option)  bring every generated file up to date; print what changed
          --check      change nothing; list what is stale and every broken link, and exit
                       with status 1 if there is any
        """)
let arguments = Array(CommandLine.arguments.dropFirst())
if let unknown = arguments.first(where: { $0 != "--check" }) { command.usageError("unknown argument \(unknown)") }
let checkOnly = arguments.contains("--check")
let repository = command.repository()
var stale = 0
for generator in Generator.all {
    do {
        let lines = try generator.update(repository, !checkOnly)
        for line in lines { print(line) }
        stale += checkOnly ? lines.count : 0
        print(Style.current.dim("\(generator.name): \(lines.isEmpty ? "current" : "\(lines.count) \(checkOnly ? "stale" : "written")")"))
    } catch {
        command.fail("\(generator.name): \(error)")
    }
}
let broken = Links.check(repository)
for problem in broken { print(problem) }
if stale + broken.count > 0 {
    print("\(stale) stale, \(broken.count) broken link(s): `swift run sync` rewrites what is generated; links are fixed by hand.")
    exit(1)
}
