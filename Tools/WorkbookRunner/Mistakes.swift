// The workbook's named mistakes: wrong answers to a step, each of which the step's tests must
// reject, proved by `swift run proofs workbook`. Each is compiled into the one build of the
// reference behind a switch read from the environment, so that proving them all costs test
// runs, not builds. Their format: Exercises/Workbook/README.md, "For contributors".
import Foundation
import Toolkit
import WorkbookCatalogue

/// One wrong answer to a workbook step.
public struct StepMistake: Sendable {
    /// The step it answers, from the file's name.
    public let step: Step
    /// The file, relative to the repository root.
    public let file: String
    /// The test that must fail, as the report names it ("sink forwards nothing after dispose").
    public let caughtBy: String
    /// The lines it puts in the regions of its step, by name: its own, or for a region it leaves
    /// out whose stub is working code (the element path), the stub. The others are the reference's.
    public let regions: [String: Workbook.Replacement]

    /// Its switch: the file's name without the extension.
    public var key: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }
}

/// The folder of the workbook's mistakes, relative to the repository root.
public let stepMistakesFolder = "Exercises/Workbook/Mistakes"

/// The environment variable that switches a compiled-in mistake on.
let mistakeSwitch = "WORKBOOK_MISTAKE"

/// Every mistake in `stepMistakesFolder`, sorted by file name. Throws on a file that does not
/// name its step, its mistake and its test, or writes a region its step does not have.
public func stepMistakes(in repository: Repository) throws -> [StepMistake] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.path(stepMistakesFolder))) ?? []
    return try names.filter { $0.hasSuffix(".txt") }.sorted().map { name in
        let file = "\(stepMistakesFolder)/\(name)"
        let lines = try repository.lines(file)
        guard let number = Int(name.prefix { $0.isNumber }), let step = Workbook.steps.first(where: { $0.number == number }) else {
            throw Problem(file: file, line: 0, message: "its name must start with the number of its step (06-…)")
        }
        func value(_ index: Int, _ prefix: String) throws -> String {
            guard index < lines.count, lines[index].hasPrefix(prefix) else {
                throw Problem(file: file, line: index + 1, message: "should start with '\(prefix)'")
            }
            return String(lines[index].dropFirst(prefix.count)).trimmed()
        }
        let regions = try Workbook.regions(in: lines, file: file)
        let owned = step.pieces.flatMap(\.regions)
        if regions.isEmpty { throw Problem(file: file, line: 0, message: "writes no region") }
        if let stray = regions.keys.sorted().first(where: { name in !owned.contains { $0.name == name } }) {
            throw Problem(file: file, line: 0, message: "writes '\(stray)', which is not a region of step \(step.number)")
        }
        _ = try value(0, "Mistake:")
        var replacements: [String: Workbook.Replacement] = [:]
        for stubbed in owned {
            let written = regions[stubbed.name].map { ($0.firstBodyLine, $0.body) } ?? (stubbed.stubWorks ? (1, stubbed.stub) : nil)
            replacements[stubbed.name] = written.map { (repository.path(file), $0, $1) }
        }
        return StepMistake(step: step, file: file, caughtBy: try value(1, "Caught by:"), regions: replacements)
    }
}

/// A region that runs `on` when the switch `key` is on, else `otherwise`, with
/// `#sourceLocation` lines naming where each part is written.
func switchedRegion(_ key: String, on mine: Workbook.Replacement, otherwise: Workbook.Replacement) -> Workbook.Replacement {
    let body =
        ["if workbookMistake(\"\(key)\") {", sourceLocation(mine.file, line: mine.firstLine)] + mine.body
        + [sourceLocation(otherwise.file, line: otherwise.firstLine - 1), "} else {"] + otherwise.body + ["}"]
    return (otherwise.file, otherwise.firstLine, body)
}

/// The switch that turns on the learner's regions of every step, in CI's proof of the
/// workbook, where they are compiled behind it beside the reference and the mistakes (no
/// mistake's file is named so: theirs start with a step's number).
let untouchedSwitch = "untouched"

/// The file the proof build adds to a library: the switch its mistakes test.
let mistakeSwitchSource = """
    // Written by `swift run proofs workbook` (Tools/WorkbookRunner/Mistakes.swift): which of the
    // workbook's mistakes, compiled into this build, the environment switches on.
    #if canImport(Glibc)
    import Glibc
    #elseif canImport(Darwin)
    import Darwin
    #endif

    @usableFromInline let activeWorkbookMistake: String? = getenv("\(mistakeSwitch)").map { String(cString: $0) }

    /// Whether the mistake `key` is switched on in this run.
    @inlinable func workbookMistake(_ key: String) -> Bool {
        activeWorkbookMistake == key
    }

    """
