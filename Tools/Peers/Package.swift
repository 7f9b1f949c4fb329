// swift-tools-version: 6.2
//
// The peers benchmark: RxSwift's benchmark workloads, and the repository's own rows, on RxSwift,
// OpenCombine, ReactiveSwift and ProductionRx, side by side in one run. A contributor tool, not
// part of the book: a learner has no reference sources. Run it through `bash Tools/Peers/peers.sh`,
// which finds the peers and prepares the folders this manifest reads; Sources/Benchmarks/README.md
// ("The peers") says what it prints.
//
// Where the peers are (each defaults to `../shared/reference/<Name>` next to the repository):
//   RXSWIFT_PATH        RxSwift, RxRelay and RxCocoa's units (targets of ours: the snapshot's
//                       Sources/ keeps its links as text, so its manifest cannot build)
//   OPENCOMBINE_PATH    OpenCombine (its manifest)
//   REACTIVESWIFT_PATH  ReactiveSwift (its Sources/ as a target of ours: its manifest names test
//                       packages that cannot be fetched here)
// RxSwift's and ReactiveSwift's sources are compiled in place through the links peers.sh makes in
// `.peers/`; nothing of a peer is copied into the repository.
import Foundation
import PackageDescription

let repositoryRoot = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../..").standardizedFileURL
let environment = ProcessInfo.processInfo.environment

/// The folder of peer `name`: `NAME_PATH` if set, else `../shared/reference/<name>` from the root.
func peer(_ name: String) -> String {
    environment["\(name.uppercased())_PATH"]
        ?? repositoryRoot.appendingPathComponent("../shared/reference/\(name)").standardizedFileURL.path
}

/// The repository's package, through the link `.peers/RxFromTheInside` that peers.sh makes: SwiftPM
/// names a path dependency after its folder, and the clone's folder may have any name (even `peers`,
/// this package's own).
let mainPackage = "RxFromTheInside"

/// RxSwift's templates for its generated files, next to the files.
let aritySources = [
    "Traits/PrimitiveSequence/PrimitiveSequence+Zip+arity", "Traits/Infallible/Infallible+Zip+arity",
    "Traits/Infallible/Infallible+CombineLatest+arity", "Observables/Zip+arity", "Observables/CombineLatest+arity",
]

let package = Package(
    name: "Peers",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".peers/RxFromTheInside"),
        .package(path: peer("OpenCombine")),
    ],
    targets: [
        // RxSwift and RxRelay from their own folders: the snapshot keeps the links of RxSwift's
        // Sources/ (and of RxSwift/Platform) as text files, so its manifest cannot be used here;
        // .peers/RxSwift holds a link to RxSwift/ and one to the Platform/ files those text
        // files name.
        .target(
            name: "RxSwift", path: ".peers/RxSwift",
            exclude: ["RxSwift/Info.plist", "RxSwift/Platform"] + aritySources.map { "RxSwift/\($0).tt" },
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: ".peers/RxRelay", exclude: ["Info.plist"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // RxCocoa's units (Driver, Signal, SharedSequence) and what they need, which build on
        // Linux; RxSwift's manifest offers RxCocoa on Apple platforms only.
        .target(
            name: "RxCocoa",
            dependencies: ["RxSwift", "RxRelay"],
            path: ".peers/RxCocoa",
            // Everything but RxCocoa.swift, Traits/ and the two bind files: the UIKit, AppKit and
            // Objective-C runtime parts, which need an Apple platform.
            exclude: [
                "Traits/SharedSequence/SharedSequence+Operators+arity.tt", "iOS", "macOS", "Foundation", "Platform", "Runtime",
                "Info.plist", "RxCocoa.h", "Common/ControlTarget.swift", "Common/DelegateProxy.swift", "Common/DelegateProxyType.swift",
                "Common/RxCocoaObjCRuntimeError+Extensions.swift", "Common/RxTarget.swift", "Common/SectionedViewDataSourceType.swift",
                "Common/TextInput.swift",
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "ReactiveSwift", path: ".peers/ReactiveSwift", exclude: ["Info.plist", "ReactiveSwift.h"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // The workloads. RxSwift and ProductionRx share one source (Sources/Benchmarks/RxAPI,
        // linked into both folders), compiled once against each; the other two are written the
        // way a user of each library writes them.
        .target(
            name: "RxSwiftRows",
            dependencies: [
                "RxSwift", "RxRelay", "RxCocoa",
            ],
            swiftSettings: [.define("PEERS_RXSWIFT")]
        ),
        .target(name: "ProductionRxRows", dependencies: [.product(name: "ProductionRx", package: mainPackage)]),
        .target(
            name: "OpenCombineRows",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"), .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]),
        .target(name: "ReactiveSwiftRows", dependencies: ["ReactiveSwift"]),

        .executableTarget(
            name: "peers", dependencies: ["RxSwiftRows", "ProductionRxRows", "OpenCombineRows", "ReactiveSwiftRows"],
            path: "Sources/Peers"
        ),
    ],
    swiftLanguageModes: [.v6]
)
