// swift-tools-version: 6.2
// Rx built twice, explained step by step: README.md is the reading path, CONTRIBUTING.md
// ("Layout") says what lives where. The learner's exercise and workbook files are not targets:
// the tools build them in packages of their own under .build, so they cannot break `swift test`.
import PackageDescription

/// The resource counter (`Resources.total`) in debug builds, as RxSwift's TRACE_RESOURCES.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

/// A chapter's demo: `swift run chNN` runs `Chapters/NN-slug/Demo/main.swift`.
func demo(_ name: String, _ folder: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Chapters/\(folder)/Demo")
}

/// A tool's library in `Tools/NAME`; a tool's executable in `Tools/Commands/NAME`.
func tool(_ name: String, _ dependencies: [Target.Dependency] = [], path: String? = nil) -> Target {
    .target(name: name, dependencies: dependencies, path: path ?? "Tools/\(name)")
}
func command(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: dependencies, path: "Tools/Commands/\(name)")
}

let package = Package(
    name: "RxFromTheInside",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: ["NaiveRx", "ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "Marbles"].map { .library(name: $0, targets: [$0]) },
    targets: [
        // The two implementations, the test toolkit (RxTest, RxBlocking; chapter 8), the marble
        // renderer, and chapter 13's headless UI toolkit.
        .target(name: "NaiveRx", swiftSettings: traceResources),
        .target(name: "ProductionRx", swiftSettings: traceResources),
        .target(name: "ProductionRxTest", dependencies: ["ProductionRx", "Marbles"], swiftSettings: traceResources),
        .target(name: "ProductionRxBlocking", dependencies: ["ProductionRx"], swiftSettings: traceResources),
        .target(name: "Marbles"),
        .target(name: "HeadlessUI", dependencies: ["ProductionRx", "ProductionRxTest"], path: "Chapters/13-units/HeadlessUI"),

        // One demo per chapter, and the benchmark (`swift run -c release benchmarks`).
        demo("ch00", "00-how-to-use-this-repository", ["NaiveRx", "Marbles"]),
        demo("ch01", "01-observables-are-sequences", ["NaiveRx", "Marbles"]),
        demo("ch02", "02-a-naive-observable", ["NaiveRx", "Marbles"]),
        demo("ch03", "03-sink-and-the-first-operator", ["NaiveRx", "Marbles"]),
        demo("ch04", "04-where-naive-breaks", ["NaiveRx", "ProductionRx", "Marbles"]),
        demo("ch05", "05-the-shape-of-production-rx", ["ProductionRx", "Marbles"]),
        demo("ch06", "06-disposables-and-disposebag", ["ProductionRx", "Marbles"]),
        demo("ch07", "07-schedulers", ["ProductionRx", "Marbles"]),
        demo("ch08", "08-testing-in-virtual-time", ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "Marbles"]),
        demo("ch09", "09-subjects-and-sharing", ["ProductionRx", "ProductionRxTest", "Marbles"]),
        demo("ch10", "10-combining-and-recovering", ["ProductionRx", "ProductionRxTest", "Marbles"]),
        demo("ch11", "11-traits-primitive-sequence-and-single", ["ProductionRx", "Marbles"]),
        demo("ch12", "12-traits-maybe-completable-and-then", ["ProductionRx", "Marbles"]),
        demo("ch13", "13-units", ["ProductionRx", "ProductionRxTest", "HeadlessUI", "Marbles"]),
        demo("ch14", "14-rx-meets-async-await", ["ProductionRx", "Marbles"]),
        demo("ch15", "15-making-it-fast", ["NaiveRx", "ProductionRx"]),
        demo("ch16", "16-rx-under-swift-6", ["ProductionRx"]),
        .executableTarget(
            name: "benchmarks", dependencies: ["NaiveRx", "ProductionRx"], path: "Sources/Benchmarks",
            exclude: ["README.md", "HISTORY.md", "count-allocations.sh", "count-instructions.sh"]),

        // The tools, on one small toolkit. The two catalogues (what each exercise and workbook
        // step is) live with the exercises; everything else in Tools/.
        tool("ExerciseKit"),
        tool("Toolkit", ["ExerciseKit"]),
        tool("ChapterCheck", ["Toolkit"]),
        tool("ArityGenerator", ["Toolkit"]),
        tool("ExerciseCatalog", path: "Exercises/Catalog"),
        tool("WorkbookCatalogue", path: "Exercises/Workbook/Catalogue"),
        tool("ExerciseRunner", ["Toolkit", "ExerciseKit", "ExerciseCatalog"]),
        tool("WorkbookRunner", ["Toolkit", "WorkbookCatalogue"]),
        tool("Sync", ["Toolkit", "ChapterCheck", "ArityGenerator", "WorkbookRunner", "WorkbookCatalogue"]),
        command("exercises", ["ExerciseRunner", "ExerciseCatalog", "Toolkit"]),
        command("workbook", ["WorkbookRunner", "WorkbookCatalogue", "Toolkit"]),
        command("proofs", ["ExerciseRunner", "ExerciseCatalog", "WorkbookRunner", "WorkbookCatalogue", "Toolkit"]),
        command("sync", ["Sync", "ChapterCheck", "Toolkit"]),
        command("contract", ["OperatorContract", "Toolkit"]),

        // Tests. The shared behaviour suite in Tests/SharedBehavior is compiled into both
        // implementation test targets through a symbolic link (CONTRIBUTING.md, "Tests").
        .target(name: "TestSupport", path: "Tests/Support"),
        // The operator contract: one list of operators, run by tests and `swift run contract`.
        .target(
            name: "OperatorContract", dependencies: ["ProductionRx", "ProductionRxTest", "Marbles"], path: "Tests/OperatorContract",
            swiftSettings: traceResources),
        .testTarget(name: "NaiveRxTests", dependencies: ["NaiveRx", "TestSupport"], swiftSettings: traceResources + [.define("NAIVE_RX")]),
        .testTarget(
            name: "ProductionRxTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "TestSupport", "HeadlessUI", "OperatorContract"],
            swiftSettings: traceResources + [.define("PRODUCTION_RX")]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
        .testTarget(name: "ChapterTests", dependencies: ["Sync", "ChapterCheck", "ArityGenerator", "WorkbookRunner", "WorkbookCatalogue", "Toolkit"]),
        .testTarget(name: "ExerciseRunnerTests", dependencies: ["ExerciseRunner", "ExerciseCatalog", "ExerciseKit", "Toolkit"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// Index-while-building (XCTest's test discovery needs it here) indexes only our own code, not
// the standard library once per compiler job: half of a fresh `swift run ch00` (CONTRIBUTING.md).
for target in package.targets { target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])] }
#endif
