// What a workbook step is: the pieces of the library the learner writes, where the reference
// for each lives in Sources/, and which tests judge it. Exercises/Workbook/README.md.

/// The library a step builds; its test target is the judge.
public enum Library: String, Sendable, CaseIterable {
    /// Chapters 2 and 3: the small closure-based Rx in `Sources/NaiveRx`.
    case naiveRx = "NaiveRx"
    /// Chapters 5 on: RxSwift's architecture in `Sources/ProductionRx`.
    case productionRx = "ProductionRx"

    /// The test target whose tests judge the steps of this library (`NaiveRxTests`).
    public var testTarget: String { rawValue + "Tests" }
}

/// One region of a real source file that the learner writes in a step, between
/// `// snippet:begin workbook-NAME` and `// snippet:end workbook-NAME` (chapters quoting the
/// code around it never show snippet markers). The learner's copy holds `stub` there.
public struct StubbedRegion: Sendable {
    /// The region's name, `workbook-…`, as the markers spell it.
    public let name: String
    /// What to write and, where the code must return something to compile, a placeholder
    /// value; without indentation (each line is indented like the `snippet:begin` marker).
    public let stub: [String]
    /// Whether the stub is working code a learner may leave as it is (the element path's
    /// regions, whose stub hands the element to the step's own code), not a placeholder.
    public let stubWorks: Bool

    /// A region and its stub; `stub` is split into lines.
    public init(_ name: String, stub: String, stubWorks: Bool = false) {
        self.name = name
        self.stub = stub.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.stubWorks = stubWorks
    }
}

/// One file of a step: a real source file, some of whose regions the learner writes.
public struct Piece: Sendable {
    /// The real file, relative to the repository root. It is the reference solution.
    public let source: String
    /// The regions of `source` the learner writes in this step.
    public let regions: [StubbedRegion]

    /// A piece of `source` made of `regions`.
    public init(_ source: String, _ regions: [StubbedRegion]) {
        self.source = source
        self.regions = regions
    }
}

/// One step of the workbook: a piece of the library to write, the chapter section that
/// explains it, and the tests that judge it.
public struct Step: Sendable {
    /// The step's number, 1 on, in chapter order.
    public let number: Int
    /// A short name in the folder and on the command line (`sink-disposer`).
    public let slug: String
    /// What the learner builds, in a few words (`SinkDisposer`).
    public let title: String
    /// The library it belongs to.
    public let library: Library
    /// The chapter that explains it.
    public let chapter: Int
    /// The section to reread, relative to the repository root (`Chapters/…/README.md#…`).
    public let section: String
    /// One or two sentences on what the learner writes.
    public let summary: String
    /// The files the learner writes parts of.
    public let pieces: [Piece]
    /// The suites of `library.testTarget` that judge the step (`SinkDisposerTests`,
    /// `SharedBehavior`). A name may also pick one suite of the shared suite
    /// (`SharedBehavior/Map`) or one test.
    public let checks: [String]
    /// Whether the step is about threads: the learner's code is then checked under
    /// ThreadSanitizer, which reports a data race even when it broke nothing in that run.
    public var threads = false

    /// `06`.
    public var paddedNumber: String { number < 10 ? "0\(number)" : "\(number)" }

    /// The folder of the learner's files, relative to the repository root.
    public var folder: String { "\(Workbook.stepsFolder)/\(paddedNumber)-\(slug)" }

    /// The learner's copy of `piece` (`Sink.swift` for `Sources/…/Sink.swift`), relative to the
    /// repository root.
    public func learnerFile(_ piece: Piece) -> String { "\(folder)/\(piece.source.split(separator: "/").last ?? "")" }

    /// The learner's files, relative to the repository root.
    public var learnerFiles: [String] { pieces.map(learnerFile) }
}

/// Where the workbook keeps things; its steps are in Steps.swift.
public enum Workbook {
    /// The learner's files, one folder per step, relative to the repository root.
    public static let stepsFolder = "Exercises/Workbook/Steps"

    /// Code only the workbook's copies of a library and its tests compile, one folder per
    /// target (`ProductionRxTests`), relative to the repository root.
    public static let judgesFolder = "Exercises/Workbook/Judges"

    /// Region names the workbook owns start with this.
    public static let regionPrefix = "workbook-"
}
