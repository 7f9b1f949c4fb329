// The package the workbook builds: under .build/workbook/<Library>, the real sources and
// tests of one library, copied, with the learner's regions put in place of the real ones.
// The root package never compiles the learner's code, so `swift test` is not slowed down.
import Foundation
import WorkbookCatalogue

/// One library's staged package.
struct StagedPackage {
    let library: Library
    /// The package's folder.
    let folder: URL

    init(library: Library, repository: Repository) {
        self.library = library
        self.folder = repository.root.appendingPathComponent(".build/workbook/\(library.rawValue)")
    }

    /// What goes into the package: folders of the repository, copied whole (following the
    /// shared suite's symbolic link), or only some of their files.
    private var contents: [(from: String, to: String, only: [String]?)] {
        switch library {
        case .naiveRx:
            [
                ("Sources/NaiveRx", "Sources/NaiveRx", nil),
                ("Tests/Support", "Tests/Support", nil),
                ("Tests/NaiveRxTests", "Tests/NaiveRxTests", nil),
            ]
        case .productionRx:
            [
                ("Sources/ProductionRx", "Sources/ProductionRx", nil),
                ("Sources/ProductionRxTest", "Sources/ProductionRxTest", nil),
                ("Sources/Marbles", "Sources/Marbles", nil),
                ("Tests/Support", "Tests/Support", nil),
                ("Tests/ProductionRxTests", "Tests/ProductionRxTests", Workbook.productionRxTestFiles),
            ]
        }
    }

    private var manifest: String {
        let targets: String
        switch library {
        case .naiveRx:
            targets = """
                        .target(name: "NaiveRx", swiftSettings: traceResources),
                        .target(name: "TestSupport", path: "Tests/Support"),
                        .testTarget(
                            name: "NaiveRxTests", dependencies: ["NaiveRx", "TestSupport"],
                            swiftSettings: traceResources + [.define("NAIVE_RX")]),
                """
        case .productionRx:
            targets = """
                        .target(name: "ProductionRx", swiftSettings: traceResources),
                        .target(name: "Marbles"),
                        .target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources),
                        .target(name: "TestSupport", path: "Tests/Support"),
                        .testTarget(
                            name: "ProductionRxTests", dependencies: ["ProductionRx", "ProductionRxTest", "TestSupport"],
                            swiftSettings: traceResources + [.define("PRODUCTION_RX")]),
                """
        }
        return """
            // swift-tools-version: 6.2
            // Written by `swift run workbook` (Exercises/Workbook/Runner/Staging.swift) on every run:
            // the settings mirror the repository's Package.swift for these targets.
            import PackageDescription

            let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

            let package = Package(
                name: "Workbook\(library.rawValue)",
                platforms: [.macOS(.v15), .iOS(.v18)],
                targets: [
            \(targets)
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// Writes the package: every source and test file of the library, with the regions of
    /// `yours` taken from the learner's files. Only files whose text changed are written, so
    /// that the build after a small edit is a small build.
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

        var wanted: Set<String> = ["Package.swift"]
        try write(manifest, to: "Package.swift")
        for (from, to, only) in contents {
            for relative in try swiftFiles(in: repository.root.appendingPathComponent(from), only: only) {
                let source = "\(from)/\(relative)"
                let realPath = repository.path(source)
                guard let realLines = repository.lines(source) else {
                    throw WorkbookProblem(file: source, line: 0, message: "cannot be read")
                }
                let text = try Workbook.composedSource(realPath: realPath, realLines: realLines, replacements: replacements[source] ?? [:])
                let destination = "\(to)/\(relative)"
                try write(text, to: destination)
                wanted.insert(destination)
            }
        }
        try removeEverything(except: wanted)
    }

    /// The `.swift` files under `folder`, as paths relative to it, following symbolic links;
    /// only the files and folders listed in `only` if it is given.
    private func swiftFiles(in folder: URL, only: [String]?) throws -> [String] {
        var found: [String] = []
        func walk(_ url: URL, _ prefix: String) throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            for name in names where !name.hasPrefix(".") {
                try visit(url.appendingPathComponent(name), prefix + name)
            }
        }
        func visit(_ url: URL, _ relative: String) throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isDirectory) else {
                throw WorkbookProblem(file: url.path, line: 0, message: "is missing")
            }
            if isDirectory.boolValue {
                try walk(url.resolvingSymlinksInPath(), relative + "/")
            } else if relative.hasSuffix(".swift") {
                found.append(relative)
            }
        }
        if let only {
            for path in only {
                try visit(folder.appendingPathComponent(path), path)
            }
        } else {
            try walk(folder, "")
        }
        return found
    }

    private func write(_ text: String, to relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Deletes staged files that are no longer wanted (a source file that was removed).
    private func removeEverything(except wanted: Set<String>) throws {
        for top in ["Sources", "Tests"] {
            let url = folder.appendingPathComponent(top)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                let relative = String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                if !wanted.contains(relative) {
                    try FileManager.default.removeItem(at: file)
                }
            }
        }
    }
}
