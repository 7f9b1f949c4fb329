// swift-tools-version: 6.2
//
// Rx built twice, explained step by step. See README.md for the reading path.
//
// Products: the two implementations (NaiveRx, ProductionRx), the marble renderer the demos
// share, one executable demo per chapter (`swift run ch01`), the exercise checker
// (`swift run exercises`), the workbook (`swift run workbook`) and the benchmark
// (`swift run -c release benchmarks`).
import Foundation
import PackageDescription

/// Compiler settings every target shares: Swift 6 mode is the package default; these add
/// the resource counter (`Resources.total`) in debug builds, as RxSwift's TRACE_RESOURCES does.
let traceResources: [SwiftSetting] = [
    .define("TRACE_RESOURCES", .when(configuration: .debug))
]

/// One demo per chapter: `swift run chNN` runs `Chapters/NN-slug/Demo/main.swift`.
let demos: [(name: String, folder: String, dependencies: [Target.Dependency])] = [
    ("ch00", "00-how-to-use-this-repository", ["NaiveRx", "Marbles"]),
    ("ch01", "01-observables-are-sequences", ["NaiveRx", "Marbles"]),
    ("ch02", "02-a-naive-observable", ["NaiveRx", "Marbles"]),
    ("ch03", "03-sink-and-the-first-operator", ["NaiveRx", "Marbles"]),
    ("ch04", "04-where-naive-breaks", ["NaiveRx", "ProductionRx", "Marbles"]),
    ("ch05", "05-the-shape-of-production-rx", ["ProductionRx", "Marbles"]),
    ("ch06", "06-disposables-and-disposebag", ["ProductionRx", "Marbles"]),
    ("ch07", "07-schedulers", ["ProductionRx", "Marbles"]),
    ("ch08", "08-testing-in-virtual-time", ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "Marbles"]),
    ("ch09", "09-subjects-and-sharing", ["ProductionRx", "ProductionRxTest", "Marbles"]),
    ("ch10", "10-combining-and-recovering", ["ProductionRx", "ProductionRxTest", "Marbles"]),
    ("ch11", "11-traits-primitive-sequence-and-single", ["ProductionRx", "Marbles"]),
    ("ch12", "12-traits-maybe-completable-and-then", ["ProductionRx", "Marbles"]),
    ("ch13", "13-units", ["ProductionRx", "ProductionRxTest", "HeadlessUI", "Marbles"]),
    ("ch14", "14-rx-meets-async-await", ["ProductionRx", "Marbles"]),
    ("ch15", "15-making-it-fast", ["NaiveRx", "ProductionRx"]),
]

/// The exercise build. `swift run exercises` runs `swift build` again with
/// `RX_EXERCISE_FILES` naming, for each exercise to check, the file to compile (the learner's,
/// or for CI a solution or a mistake) and its checks: `id|file|checks`, `;` between entries.
/// Each exercise becomes a module of its own, so that a file that does not compile leaves the
/// others to be checked. Without the variable (`swift build`, `swift test`) the package has
/// none of them, and a learner's half-edited file cannot break the tests. Exercises/README.md.
let exerciseFiles: [(id: String, file: String, checks: String)] = (ProcessInfo.processInfo.environment["RX_EXERCISE_FILES"] ?? "")
    .split(separator: ";").compactMap { entry in
        let parts = entry.split(separator: "|").map(String.init)
        return parts.count == 3 ? (parts[0], parts[1], parts[2]) : nil
    }

/// A target made of `files` (relative to the package): their deepest common folder, the
/// files relative to it, and everything else in that folder excluded.
func targetOf(_ files: [String]) -> (path: String, sources: [String], exclude: [String]) {
    var folder =
        files.map { $0.split(separator: "/").dropLast() }.reduce(nil) { (common: ArraySlice<Substring>?, parts) in
            guard let common else { return parts }
            return common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
        }.map { $0.joined(separator: "/") } ?? ""
    if folder.isEmpty { folder = "." }
    let sources = files.map { folder == "." ? $0 : String($0.dropFirst(folder.count + 1)) }
    var exclude: [String] = []
    func visit(_ relative: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(Context.packageDirectory)/\(folder)/\(relative)")) ?? []
        for entry in entries {
            let path = relative.isEmpty ? entry : "\(relative)/\(entry)"
            if sources.contains(path) { continue }
            if sources.contains(where: { $0.hasPrefix(path + "/") }) { visit(path) } else { exclude.append(path) }
        }
    }
    visit("")
    return (folder, sources, exclude)
}

/// The modules of the exercise build: per exercise, its file and its checks in one module;
/// the checks' shared helpers; and the process that runs one exercise's checks
/// (`exercise-checks 03.2`).
let exerciseBuildTargets: [Target] =
    exerciseFiles.isEmpty
    ? []
    : exerciseFiles.map { entry -> Target in
        let target = targetOf([entry.file, entry.checks])
        return .target(
            name: "Exercise_\(entry.id.replacingOccurrences(of: ".", with: "_"))",
            dependencies: ["ExerciseKit", "ExerciseCheckSupport", "NaiveRx", "ProductionRx", "ProductionRxTest"],
            path: target.path, exclude: target.exclude, sources: target.sources,
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        )
    } + [
        .target(
            name: "ExerciseCheckSupport", dependencies: ["ExerciseKit", "NaiveRx", "ProductionRx", "ProductionRxTest"],
            path: "Exercises/Checks/Support", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(
            name: "exercise-checks",
            dependencies: ["ExerciseKit"] + exerciseFiles.map { .target(name: "Exercise_\($0.id.replacingOccurrences(of: ".", with: "_"))") },
            path: "Exercises/Checks/Harness",
            swiftSettings: exerciseFiles.map { .define("EXERCISE_\($0.id.replacingOccurrences(of: ".", with: "_"))") }
        ),
    ]

let package = Package(
    name: "RxFromTheInside",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NaiveRx", targets: ["NaiveRx"]),
        .library(name: "ProductionRx", targets: ["ProductionRx"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "ProductionRxTest", targets: ["ProductionRxTest"]),
        .library(name: "ProductionRxBlocking", targets: ["ProductionRxBlocking"]),
        .executable(name: "exercises", targets: ["exercises"]),
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "benchmarks", targets: ["benchmarks"]),
        .executable(name: "snippets", targets: ["snippets"]),
        .executable(name: "generate", targets: ["generate"]),
    ] + demos.map { .executable(name: $0.name, targets: [$0.name]) },
    targets: [
        // The two implementations.
        .target(name: "NaiveRx", swiftSettings: traceResources),
        .target(name: "ProductionRx", swiftSettings: traceResources),

        // The test toolkit, mirroring RxTest and RxBlocking (chapter 8).
        .target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources),
        .target(name: "ProductionRxBlocking", dependencies: ["ProductionRx"], swiftSettings: traceResources),

        // Drawing events as marble lines (`--1--2--|`), for demos and test messages.
        .target(name: "Marbles"),

        // Chapter 13's headless UI toolkit (a text field, a label, a button, a table) and the
        // search box built with it, shared by the chapter's demo and its tests.
        .target(name: "HeadlessUI", dependencies: ["ProductionRx", "ProductionRxTest"], path: "Chapters/13-units/HeadlessUI"),

        // Checks that chapters quote the real code and that their links resolve;
        // `swift run snippets` rewrites the quoted blocks from the source.
        .target(name: "ChapterCheck"),
        .executableTarget(name: "snippets", dependencies: ["ChapterCheck"], path: "Sources/Snippets"),

        // The arity generator: one template per family of generated files (`Zip+arity.swift`, …);
        // `swift run generate` writes them, ChapterTests fail when one differs.
        .target(name: "ArityGenerator"),
        .executableTarget(name: "generate", dependencies: ["ArityGenerator", "ChapterCheck"], path: "Sources/Generate"),

        // The exercise runner, `swift run exercises`: none of the learner's code is part of it
        // (it builds that separately, see exerciseBuildTargets above). The library is what the
        // runner and its tests share: building, running checks in a child process, reports.
        .target(name: "ExerciseKit", path: "Exercises/Kit"),
        .target(name: "ExerciseCatalog", path: "Exercises/Catalog"),
        .target(name: "ExerciseRunner", dependencies: ["ExerciseKit", "ExerciseCatalog"], path: "Exercises/Runner"),
        .executableTarget(name: "exercises", dependencies: ["ExerciseRunner", "ExerciseCatalog", "ExerciseKit"], path: "Exercises/Command"),

        // The workbook (Exercises/Workbook/README.md): the learner writes parts of the library
        // itself. Its runner builds their code in a package of its own under .build/workbook, so
        // the learner's files are never compiled here.
        .target(name: "WorkbookCatalogue", path: "Exercises/Workbook/Catalogue"),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCatalogue"], path: "Exercises/Workbook/Runner"),

        // The benchmark: `swift run -c release benchmarks`.
        .executableTarget(
            name: "benchmarks", dependencies: ["NaiveRx", "ProductionRx"], path: "Sources/Benchmarks",
            exclude: ["README.md", "HISTORY.md", "count-allocations.sh", "count-instructions.sh"]
        ),

        // Tests. The shared behaviour suite lives in Tests/SharedBehavior and is compiled into
        // both implementation test targets through a symbolic link (CONTRIBUTING.md, "Tests").
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "NaiveRxTests",
            dependencies: ["NaiveRx", "TestSupport"],
            swiftSettings: traceResources + [.define("NAIVE_RX")]
        ),
        .testTarget(
            name: "ProductionRxTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "TestSupport", "HeadlessUI"],
            swiftSettings: traceResources + [.define("PRODUCTION_RX")]
        ),
        .testTarget(name: "ChapterTests", dependencies: ["ChapterCheck", "ArityGenerator", "WorkbookCatalogue"]),
        .testTarget(name: "ExerciseRunnerTests", dependencies: ["ExerciseRunner", "ExerciseCatalog", "ExerciseKit"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
    ]
        + exerciseBuildTargets
        + demos.map {
            .executableTarget(
                name: $0.name,
                dependencies: $0.dependencies,
                path: "Chapters/\($0.folder)/Demo"
            )
        },
    swiftLanguageModes: [.v6]
)
