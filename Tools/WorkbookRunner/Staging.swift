// The package the workbook builds: under .build/workbook/<Library>, the real sources and
// tests of one library, copied, with the learner's regions put in place of the real ones.
// The root package never compiles the learner's code, so `swift test` is not slowed down.
import Foundation
import Toolkit
import WorkbookCatalogue

/// One library's staged package.
struct StagedPackage {
    let library: Library
    let scratch: ScratchPackage

    init(library: Library, repository: Repository) {
        self.library = library
        scratch = ScratchPackage(folder: repository.url(".build/workbook/\(library.rawValue)"))
    }

    /// The folders of the repository copied into the package (following the shared suite's
    /// symbolic link), with only some of their files where `only` says so, and its targets.
    private var contents: (folders: [(path: String, only: [String]?)], targets: [String]) {
        let support = #".target(name: "TestSupport", path: "Tests/Support")"#
        switch library {
        case .naiveRx:
            return (
                [("Sources/NaiveRx", nil), ("Tests/Support", nil), ("Tests/NaiveRxTests", nil)],
                [
                    #".target(name: "NaiveRx", swiftSettings: traceResources)"#, support,
                    #".testTarget(name: "NaiveRxTests", dependencies: ["NaiveRx", "TestSupport"], swiftSettings: traceResources + [.define("NAIVE_RX")])"#,
                ]
            )
        case .productionRx:
            return (
                [
                    ("Sources/ProductionRx", nil), ("Sources/ProductionRxTest", nil), ("Sources/Marbles", nil), ("Tests/Support", nil),
                    ("Tests/ProductionRxTests", Workbook.productionRxTestFiles),
                ],
                [
                    #".target(name: "ProductionRx", swiftSettings: traceResources)"#, #".target(name: "Marbles")"#,
                    #".target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources)"#, support,
                    #".testTarget(name: "ProductionRxTests", dependencies: ["ProductionRx", "ProductionRxTest", "TestSupport"], swiftSettings: traceResources + [.define("PRODUCTION_RX")])"#,
                ]
            )
        }
    }

    /// Writes the package: every source and test file of the library, with the regions of
    /// `yours` taken from the learner's files.
    func stage(yours: [LearnerStep], repository: Repository) throws {
        var replacements: [String: [String: Workbook.Replacement]] = [:]
        for learner in yours where learner.step.library == library {
            for file in learner.files {
                for stubbed in file.piece.regions {
                    guard let region = file.regions[stubbed.name] else { continue }
                    replacements[file.piece.source, default: [:]][stubbed.name] = Workbook.Replacement(
                        file: repository.path(file.path), firstLine: region.firstBodyLine, body: region.body)
                }
            }
        }
        var files = ["Package.swift": ScratchPackage.manifest(name: "Workbook\(library.rawValue)", targets: contents.targets)]
        for (folder, only) in contents.folders {
            for relative in try swiftFiles(in: repository.url(folder), only: only) {
                let source = "\(folder)/\(relative)"
                guard let realLines = repository.lines(source) else { throw Problem(file: source, line: 0, message: "cannot be read") }
                files[source] = try Workbook.composedSource(
                    realPath: repository.path(source), realLines: realLines, replacements: replacements[source] ?? [:])
            }
        }
        try scratch.write(files)
    }

    /// The `.swift` files under `folder`, as paths relative to it, following symbolic links;
    /// only the files and folders listed in `only` if it is given.
    private func swiftFiles(in folder: URL, only: [String]?) throws -> [String] {
        try (only ?? FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted().flatMap { name -> [String] in
            let url = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard !name.hasPrefix("."), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                if name.hasPrefix(".") { return [] }
                throw Problem(file: url.path, line: 0, message: "is missing")
            }
            if isFolder.boolValue { return try swiftFiles(in: url, only: nil).map { "\(name)/\($0)" } }
            return name.hasSuffix(".swift") ? [name] : []
        }
    }
}
