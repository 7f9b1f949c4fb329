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
    ("ch15", "15-making-it-fast", ["NaiveRx", "ProductionRx"]),
]

/// The exercise checker builds the learner's starters, or, when CI sets
/// `RX_EXERCISES=solutions`, the reference solutions in their place (see Exercises/README.md).
let exercisesUseSolutions = ProcessInfo.processInfo.environment["RX_EXERCISES"] == "solutions"

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

        // Exercises: the learner's starters (or the reference solutions), their checks, the runner.
        .target(
            name: "Exercises",
            dependencies: ["NaiveRx", "ProductionRx"],
            path: exercisesUseSolutions ? "Exercises/Solutions" : "Exercises",
            exclude: exercisesUseSolutions ? [] : ["README.md", "Checks", "Runner", "Solutions", "Mistakes", "Workbook"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .target(
            name: "ExerciseChecks",
            dependencies: ["Exercises", "NaiveRx", "ProductionRx", "ProductionRxTest"],
            path: "Exercises/Checks",
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .executableTarget(name: "exercises", dependencies: ["ExerciseChecks"], path: "Exercises/Runner"),

        // The workbook (Exercises/Workbook/README.md): the learner writes parts of the library
        // itself. Its runner builds their code in a package of its own under .build/workbook, so
        // the learner's files are never compiled here.
        .target(name: "WorkbookCatalogue", path: "Exercises/Workbook/Catalogue"),
        .executableTarget(name: "workbook", dependencies: ["WorkbookCatalogue"], path: "Exercises/Workbook/Runner"),

        // The benchmark: `swift run -c release benchmarks`.
        .executableTarget(
            name: "benchmarks", dependencies: ["NaiveRx", "ProductionRx"], path: "Sources/Benchmarks",
            exclude: ["README.md", "count-allocations.sh", "count-instructions.sh"]
        ),

        // Tests. The shared behaviour suite lives in Tests/SharedBehavior and is compiled into
        // both implementation test targets through a symbolic link (see Tests/README.md).
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(
            name: "NaiveRxTests",
            dependencies: ["NaiveRx", "TestSupport"],
            swiftSettings: traceResources + [.define("NAIVE_RX")]
        ),
        .testTarget(
            name: "ProductionRxTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "TestSupport", "HeadlessUI"],
            swiftSettings: traceResources + [.define("PRODUCTION_RX")]
        ),
        .testTarget(
            name: "ProductionRxTestTests",
            dependencies: ["ProductionRxTest", "ProductionRxBlocking", "ProductionRx", "TestSupport"],
            swiftSettings: traceResources
        ),
        .testTarget(name: "ChapterTests", dependencies: ["ChapterCheck", "ArityGenerator", "WorkbookCatalogue"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
    ]
        + demos.map {
            .executableTarget(
                name: $0.name,
                dependencies: $0.dependencies,
                path: "Chapters/\($0.folder)/Demo"
            )
        },
    swiftLanguageModes: [.v6]
)
