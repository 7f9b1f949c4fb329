// The package the workbook builds: under .build/workbook/<Library>, the real sources and
// tests of one library, copied, with the learner's regions put in place of the real ones.
// The root package never compiles the learner's code, so `swift test` is not slowed down.
import Foundation
import Toolkit
import WorkbookCatalogue

/// One library's staged package.
struct StagedPackage {
    let library: Library
    /// Whether it is built and tested with ThreadSanitizer, in a build folder of its own
    /// (`.build-tsan` inside the package), so that switching never rebuilds the other.
    let threadSanitizer: Bool
    /// The package, in `.build/workbook/<Library>`.
    let scratch: ScratchPackage

    init(library: Library, threadSanitizer: Bool, repository: Repository) {
        (self.library, self.threadSanitizer) = (library, threadSanitizer)
        scratch = ScratchPackage(folder: repository.url(".build/workbook/\(library.rawValue)"))
    }

    /// The package's name in its manifest.
    var name: String { "Workbook\(library.rawValue)" }

    /// The test binary the last build left, which `swift test` runs with the same arguments:
    /// on Linux only (elsewhere `swift test` starts it through a helper), `nil` before a build.
    var testBinary: String? {
        #if os(Linux)
        let binary = scratch.folder.appendingPathComponent("\(threadSanitizer ? ".build-tsan" : ".build")/debug/\(name)PackageTests.xctest").path
        return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
        #else
        return nil
        #endif
    }

    /// What `swift build` and `swift test` are given for the sanitizer.
    var buildArguments: [String] {
        threadSanitizer ? ["--sanitize=thread", "--scratch-path", scratch.folder.appendingPathComponent(".build-tsan").path] : []
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
                    ("Tests/OperatorContract", nil), ("Tests/ProductionRxTests", Workbook.productionRxTestFiles),
                ],
                [
                    #".target(name: "ProductionRx", swiftSettings: traceResources)"#, #".target(name: "Marbles")"#,
                    #".target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources)"#, support,
                    // The operator contract's list and random sources (Tests/OperatorContract): the
                    // contract with random sources judges the library pieces too.
                    #".target(name: "OperatorContract", dependencies: ["ProductionRx", "ProductionRxTest", "Marbles"], path: "Tests/OperatorContract", swiftSettings: traceResources)"#,
                    #".testTarget(name: "ProductionRxTests", dependencies: ["ProductionRx", "ProductionRxTest", "TestSupport", "OperatorContract"], swiftSettings: traceResources + [.define("PRODUCTION_RX")])"#,
                ]
            )
        }
    }

    /// Writes the package: every source and test file of the library, with the regions of
    /// `yours` taken from the learner's files, `mistakes` compiled in behind their switch, and
    /// the regions of `switched` (learner's files too) behind the switch `untouchedSwitch`.
    /// Writes nothing and returns false if a region of `switched` is not a whole function body,
    /// which an `if` can hold (a region of stored properties, as NaiveRx's `Observer`).
    func stage(yours: [LearnerStep], mistakes: [StepMistake], switched: [LearnerStep] = [], repository: Repository) throws -> Bool {
        // Each writer's region holds its lines when its switch is on, else what it held before.
        let writers: [(key: String?, step: Step, regions: [String: Workbook.Replacement])] =
            yours.map { (nil, $0.step, $0.regions) } + mistakes.map { ($0.key, $0.step, $0.regions) }
            + switched.map { (untouchedSwitch, $0.step, $0.regions) }
        var replacements: [String: [String: Workbook.Replacement]] = [:]
        for (key, step, regions) in writers where step.library == library {
            for piece in step.pieces {
                // Its own problem: a file that cannot be read, or markers that do not pair.
                let realLines = try repository.lines(piece.source)
                let real = try Workbook.regions(in: realLines, file: piece.source)
                for stubbed in piece.regions {
                    guard let region = real[stubbed.name], var on = regions[stubbed.name] else { continue }
                    if key == untouchedSwitch {
                        guard let function = function(around: region, in: realLines) else { return false }
                        on.body = branch(on.body, of: function)
                    }
                    let otherwise =
                        replacements[piece.source]?[stubbed.name]
                        ?? (repository.path(piece.source), region.firstBodyLine, region.body)
                    replacements[piece.source, default: [:]][stubbed.name] = key.map { switchedRegion($0, on: on, otherwise: otherwise) } ?? on
                }
            }
        }
        var files = ["Package.swift": ScratchPackage.manifest(name: name, targets: contents.targets)]
        if writers.contains(where: { $0.key != nil && $0.step.library == library }) {
            files["Sources/\(library.rawValue)/WorkbookMistakes.swift"] = mistakeSwitchSource
        }
        // Every file of the folders, in the same place, and the workbook's own judges: code that
        // exists only in its copy of the library and its tests (Exercises/Workbook/Judges), such
        // as step 7's control of two threads' order, under WorkbookJudges.
        var copies = contents.folders.map { (folder: $0.path, only: $0.only, copy: $0.path) }
        for (folder, target) in [("Sources", library.rawValue), ("Tests", library.testTarget)]
        where FileManager.default.fileExists(atPath: repository.path("\(Workbook.judgesFolder)/\(target)")) {
            copies.append(("\(Workbook.judgesFolder)/\(target)", nil, "\(folder)/\(target)/WorkbookJudges"))
        }
        for (folder, only, copy) in copies {
            for relative in try swiftFiles(in: repository.url(folder), only: only) {
                let source = "\(folder)/\(relative)"
                files["\(copy)/\(relative)"] = try Workbook.composedSource(
                    realPath: repository.path(source), realLines: repository.lines(source), replacements: replacements[source] ?? [:])
            }
        }
        try scratch.write(files)
        return true
    }

    /// The line that opens the function whose whole body `region` is (the line above it opens a
    /// function, the line below closes it), trimmed; `nil` if it is not a whole body.
    private func function(around region: MarkedRegion, in lines: [String]) -> String? {
        let isCode = { (line: String) -> Bool in !line.trimmed().isEmpty && !line.trimmed().hasPrefix("//") }
        let above = lines[..<region.begin].last(where: isCode)?.trimmed() ?? ""
        let below = lines[(region.end + 1)...].first(where: isCode)?.trimmed() ?? ""
        let opensFunction = [" func ", " init(", " init<"].contains { " \(above)".contains($0) } || above.hasPrefix("deinit ")
        return above.hasSuffix("{") && opensFunction && below == "}" ? above : nil
    }

    /// `body`, the whole body of `function`, as a branch of an `if`: one expression, which a
    /// whole body returns without `return`, gets it written out.
    private func branch(_ body: [String], of function: String) -> [String] {
        let code = body.indices.filter { !body[$0].trimmed().isEmpty && !body[$0].trimmed().hasPrefix("//") }
        guard function.contains("->"), code.count == 1 else { return body }
        let line = body[code[0]].trimmed()
        guard !["return", "throw ", "fatalError(", "rxFatalError(", "preconditionFailure("].contains(where: line.hasPrefix) else { return body }
        var branch = body
        branch[code[0]] = body[code[0]].prefix { $0 == " " } + "return " + line
        return branch
    }

    /// The `.swift` files under `folder`, as paths relative to it, following symbolic links;
    /// only the files and folders listed in `only` if it is given.
    private func swiftFiles(in folder: URL, only: [String]?) throws -> [String] {
        try (only ?? FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted().filter { !$0.hasPrefix(".") }.flatMap { name -> [String] in
            let url = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw Problem(file: url.path, line: 0, message: "is missing")
            }
            if isFolder.boolValue { return try swiftFiles(in: url, only: nil).map { "\(name)/\($0)" } }
            return name.hasSuffix(".swift") ? [name] : []
        }
    }
}
