// swift-tools-version: 6.2
//
// The test suite, run against RxSwift itself (README.md). `bash stage.sh` first: it links
// RxSwift's sources (from RXSWIFT_DIR) and the repository's tests under Staged/.
import Foundation
import PackageDescription

/// RxSwift's own sources, compiled as RxSwift's tests compile them: in Swift 5 mode and with
/// `TRACE_RESOURCES`, so that `Resources.total` exists and every suite can be leak-checked.
let rxSwiftSettings: [SwiftSetting] = [.define("TRACE_RESOURCES"), .swiftLanguageMode(.v5)]

/// The chapter demos stage.sh linked in (those that use only RxSwift's API), one executable
/// each, named as in the main package (`ch05`).
let demos = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Staged/Demos")) ?? []).sorted()

let package = Package(
    name: "AgainstRxSwift",
    platforms: [.macOS(.v15), .iOS(.v18)],
    targets: [
        // RxSwift, built from RXSWIFT_DIR (linked in by stage.sh).
        .target(name: "RxSwift", path: "Staged/RxSwift", swiftSettings: rxSwiftSettings),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: "Staged/RxRelay", swiftSettings: rxSwiftSettings),
        .target(name: "RxTest", dependencies: ["RxSwift"], path: "Staged/RxTest", swiftSettings: rxSwiftSettings),
        .target(name: "RxBlocking", dependencies: ["RxSwift"], path: "Staged/RxBlocking", swiftSettings: rxSwiftSettings),
        // RxCocoa's units (Driver, Signal, ControlProperty, ControlEvent, bind): its Linux-safe files.
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], path: "Staged/RxCocoa", swiftSettings: rxSwiftSettings),

        // RxSwift's internal `init(raw:)`s, reached with `@testable import` (debug builds only).
        .target(name: "RxSwiftInternals", dependencies: ["RxSwift", "RxCocoa"]),

        // The names the tests import, standing for RxSwift: `import ProductionRx` is RxSwift,
        // RxRelay and RxCocoa's units; `ProductionRxTest` is RxTest; `ProductionRxBlocking` is
        // RxBlocking. The test files compile unchanged.
        .target(name: "ProductionRx", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxSwiftInternals"]),
        .target(name: "ProductionRxTest", dependencies: ["ProductionRx", "RxTest", "Marbles"]),
        .target(name: "ProductionRxBlocking", dependencies: ["ProductionRx", "RxBlocking"]),

        // The repository's modules the tests use (linked in by stage.sh).
        .target(name: "Marbles", path: "Staged/Marbles"),
        .target(name: "TestSupport", path: "Staged/TestSupport"),
        .target(name: "HeadlessUI", dependencies: ["ProductionRx", "ProductionRxTest"], path: "Staged/HeadlessUI"),

        // The shared suite and the ProductionRx tests that use only RxSwift's public API.
        .testTarget(
            name: "AgainstRxSwiftTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "TestSupport", "HeadlessUI", "Marbles"],
            exclude: ["Staged/CompileFailures"],
            swiftSettings: [.define("TRACE_RESOURCES"), .define("RXSWIFT"), .swiftLanguageMode(.v5)]
        ),
    ]
        + demos.map { name in
            .executableTarget(
                name: name,
                dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking", "HeadlessUI", "Marbles"],
                path: "Staged/Demos/\(name)",
                // Swift 5 mode with complete checking: top-level code runs on the main actor, as
                // in the main package, while RxSwift's missing Sendable annotations are not
                // errors; the warnings they cause are RxSwift's, and silenced.
                swiftSettings: [.swiftLanguageMode(.v5), .enableExperimentalFeature("StrictConcurrency"), .unsafeFlags(["-suppress-warnings"])]
            )
        },
    swiftLanguageModes: [.v6]
)

// As in the repository's Package.swift: index our own code only, not the system modules
// (every compiler job of a fresh build indexed them again; CONTRIBUTING.md, "How long `swift test` takes").
for target in package.targets { target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])] }
