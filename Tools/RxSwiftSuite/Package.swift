// swift-tools-version: 6.2
//
// RxSwift's own test suite, compiled and run against ProductionRx (README.md). `bash run.sh`
// stages the sources first: links to the repository's ProductionRx modules, and RxSwift's test
// files with their import lines rewritten, all under .staged/ (ignored by git).
import PackageDescription

/// The repository's modules, linked in from Sources/ and compiled as the main package compiles
/// them in debug: Swift 6 mode, with the resource counter (`Resources.total`).
func repositoryModule(_ name: String, _ dependencies: [Target.Dependency] = []) -> Target {
    .target(name: name, dependencies: dependencies, path: ".staged/Sources/\(name)", swiftSettings: [.define("TRACE_RESOURCES")])
}

let package = Package(
    name: "RxSwiftSuite",
    platforms: [.macOS(.v15), .iOS(.v18)],
    targets: [
        repositoryModule("ProductionRx"),
        repositoryModule("Marbles"),
        repositoryModule("ProductionRxTest", ["ProductionRx", "Marbles"]),
        repositoryModule("ProductionRxBlocking", ["ProductionRx"]),

        // RxSwift's tests (RxSwiftTests, RxRelayTests, RxBlockingTests, the units' part of
        // RxCocoaTests, and the helpers they share), compiled as RxSwift's manifest compiles its
        // code, in Swift 5 mode, and with TRACE_RESOURCES, so that their resource-count parts
        // are compiled and run too.
        .testTarget(
            name: "RxSwiftSuiteTests",
            dependencies: ["ProductionRx", "ProductionRxTest", "ProductionRxBlocking"],
            path: ".staged/Tests",
            swiftSettings: [.define("TRACE_RESOURCES"), .swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
