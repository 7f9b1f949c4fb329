// swift-tools-version: 6.2
//
// The baseline for RxSwiftSuite (../README.md): the same RxSwift test files, unchanged, compiled
// against RxSwift itself, built from RXSWIFT_DIR. A test that fails here fails on this machine
// whatever Rx it runs against. `bash ../run.sh --against-rxswift` links the sources into
// .staged/ (ignored by git) and runs it.
import PackageDescription

/// RxSwift's code as its manifest compiles it (Swift 5 mode), with the resource counter
/// (`TRACE_RESOURCES`), as the suite compiles ProductionRx.
let rxSwiftSettings: [SwiftSetting] = [.define("TRACE_RESOURCES"), .swiftLanguageMode(.v5)]

let package = Package(
    name: "RxSwiftSuiteBaseline",
    platforms: [.macOS(.v15), .iOS(.v18)],
    targets: [
        .target(name: "RxSwift", path: ".staged/RxSwift", swiftSettings: rxSwiftSettings),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: ".staged/RxRelay", swiftSettings: rxSwiftSettings),
        .target(name: "RxTest", dependencies: ["RxSwift"], path: ".staged/RxTest", swiftSettings: rxSwiftSettings),
        .target(name: "RxBlocking", dependencies: ["RxSwift"], path: ".staged/RxBlocking", swiftSettings: rxSwiftSettings),
        // RxCocoa's units, the part of RxCocoa that builds on Linux.
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], path: ".staged/RxCocoa", swiftSettings: rxSwiftSettings),
        .testTarget(
            name: "RxSwiftSuiteTests",
            dependencies: ["RxSwift", "RxRelay", "RxTest", "RxBlocking", "RxCocoa"],
            path: ".staged/Tests",
            swiftSettings: rxSwiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
