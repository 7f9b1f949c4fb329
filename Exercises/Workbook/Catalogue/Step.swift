// What a workbook step is: the pieces of the library the learner writes, where the reference
// for each lives in Sources/, and which tests judge it. Exercises/Workbook/README.md.

/// The library a step builds; its test target is the judge.
public enum Library: String, Sendable, CaseIterable, Comparable {
    /// Chapters 2 and 3: the small closure-based Rx in `Sources/NaiveRx`.
    case naiveRx = "NaiveRx"
    /// Chapters 5 on: RxSwift's architecture in `Sources/ProductionRx`.
    case productionRx = "ProductionRx"

    /// The test target whose tests judge the steps of this library (`NaiveRxTests`).
    public var testTarget: String { rawValue + "Tests" }

    /// The library's source folder, relative to the repository root.
    public var sourceFolder: String { "Sources/" + rawValue }

    public static func < (left: Library, right: Library) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

/// One region of a real source file that the learner writes in a step.
///
/// In the source the region sits between `// snippet:begin workbook-NAME` and
/// `// snippet:end workbook-NAME` (the snippet syntax, so that chapters quoting the
/// surrounding code never show these markers). In the learner's copy the lines between the
/// markers are `stub`: a comment saying what to write and, where the code must return
/// something to compile, a placeholder value.
public struct StubbedRegion: Sendable {
    /// The region's name, `workbook-…`, as the markers spell it.
    public let name: String
    /// What the learner's copy holds between the markers, without indentation (each line
    /// is indented like the `snippet:begin` marker).
    public let stub: [String]

    /// A region and its stub; `stub` is split into lines.
    public init(_ name: String, stub: String) {
        self.name = name
        self.stub = stub.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    /// The file's name, `Sink.swift`.
    public var fileName: String {
        String(source.split(separator: "/").last ?? Substring(source))
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

    /// Creates a step; see the properties for what each argument means.
    public init(
        number: Int, slug: String, title: String, library: Library, chapter: Int, section: String,
        summary: String, pieces: [Piece], checks: [String]
    ) {
        self.number = number
        self.slug = slug
        self.title = title
        self.library = library
        self.chapter = chapter
        self.section = section
        self.summary = summary
        self.pieces = pieces
        self.checks = checks
    }

    /// `06`.
    public var paddedNumber: String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    /// The folder of the learner's files, relative to the repository root.
    public var folder: String {
        "\(Workbook.stepsFolder)/\(paddedNumber)-\(slug)"
    }

    /// The learner's copy of `piece`, relative to the repository root.
    public func learnerFile(_ piece: Piece) -> String {
        "\(folder)/\(piece.fileName)"
    }

    /// The learner's files, relative to the repository root.
    public var learnerFiles: [String] {
        pieces.map(learnerFile)
    }
}

/// Where the workbook keeps things; its steps are in Steps.swift, and Tools/Workbook reads and
/// builds them.
public enum Workbook {
    /// The learner's files, one folder per step, relative to the repository root.
    public static let stepsFolder = "Exercises/Workbook/Steps"

    /// Region names the workbook owns start with this.
    public static let regionPrefix = "workbook-"
}
