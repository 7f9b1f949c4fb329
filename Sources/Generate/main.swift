// `swift run generate`: writes every generated file (Zip+arity.swift, …) from its template
// and prints what changed; `swift run generate --check` only reports. CONTRIBUTING.md,
// "Generated code".
import ArityGenerator
import ChapterCheck
import Foundation

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("generate: \(message)\n".utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        usage: swift run generate [--check]

          (no option)  write every generated file from its template; print the ones that changed
          --check      change nothing; list the generated files that differ from their template,
                       and exit with status 1 if there are any
        """)
    exit(0)
}
let checkOnly = arguments.contains("--check")
if let unknown = arguments.first(where: { $0 != "--check" }) {
    fail("unknown argument \(unknown) (try --help)", status: 2)
}

guard
    let repository = Repository.containing(FileManager.default.currentDirectoryPath)
        ?? Repository.containing(#filePath)
else {
    fail("no Package.swift here or above", status: 2)
}

do {
    if checkOnly {
        let problems = try GeneratedFile.all.compactMap { try $0.problem(in: repository.root) }
        for problem in problems { print(problem) }
        if !problems.isEmpty {
            print("\(problems.count) generated file(s) differ from their template.")
            exit(1)
        }
        print("All \(GeneratedFile.all.count) generated files match their templates.")
    } else {
        var changed = 0
        for file in GeneratedFile.all where try file.write(in: repository.root) {
            print("wrote \(file.path) from \(file.template)")
            changed += 1
        }
        print(changed == 0 ? "All \(GeneratedFile.all.count) generated files were already current." : "Wrote \(changed) generated file(s).")
    }
} catch {
    fail("\(error)", status: 1)
}
