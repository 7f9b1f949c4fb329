// Reading the `workbook-…` regions of a source file, making the learner's copy with those
// regions blanked, reading what the learner wrote in them (and what is wrong with a file: a lost
// marker, a change outside the regions), and putting the learner's regions back into the real
// file to compile it. Exercises/Workbook/README.md explains the regions; the checks are in ChapterTests.
import Toolkit
import WorkbookCatalogue

extension Workbook {
    /// Every workbook region of a file, by name. Throws on a marker that does not pair up,
    /// a region that begins twice, or regions that nest.
    public static func regions(in lines: [String], file: String) throws(Problem) -> [String: MarkedRegion] {
        let found = markedRegions(in: lines, file: file, prefix: regionPrefix, nesting: false)
        if let problem = found.problems.first { throw problem }
        return found.regions
    }

    /// The two comment lines (and a blank one) that open every learner's file.
    public static func header(of step: Step, piece: Piece) -> [String] {
        [
            "// Workbook step \(step.number), \(step.title): your copy of \(piece.source).",
            "// Write your code between the `workbook-` markers, then run `swift run workbook \(step.number)`.",
            "",
        ]
    }

    /// The learner's file for `piece`: the header, then the real file's lines with each region
    /// of the piece holding `bodies[name]` (or its stub), and each region another step writes
    /// a line naming that step, so that no step's file gives away another step's answer.
    public static func learnerLines(
        of step: Step, piece: Piece, realLines: [String], bodies: [String: [String]] = [:]
    ) throws(Problem) -> [String] {
        let regions = try regions(in: realLines, file: piece.source)
        var replacements: [(MarkedRegion, [String])] = []
        for stubbed in piece.regions {
            guard let region = regions[stubbed.name] else {
                throw Problem(
                    file: piece.source, line: 0,
                    message: "has no region '\(stubbed.name)' for workbook step \(step.number); mark it with // snippet:begin \(stubbed.name)")
            }
            let body = bodies[stubbed.name] ?? stubbed.stub.map { $0.isEmpty ? "" : region.indentation + $0 }
            replacements.append((region, body))
        }
        for (name, region) in regions where !piece.regions.contains(where: { $0.name == name }) {
            let owns = { (step: Step) in step.pieces.contains { $0.source == piece.source && $0.regions.contains { $0.name == name } } }
            guard let owner = steps.first(where: owns) else { continue }
            replacements.append((region, [region.indentation + "// Step \(owner.number) writes this part: \(owner.folder)."]))
        }
        return header(of: step, piece: piece) + replacing(replacements, in: realLines)
    }

    /// `lines` with the body of each region of `lines` in `bodies` replaced by the lines given.
    private static func replacing(_ bodies: [(region: MarkedRegion, body: [String])], in lines: [String]) -> [String] {
        var output = lines
        // The last region first: the indices of those above it stay right.
        for (region, body) in bodies.sorted(by: { $0.region.begin > $1.region.begin }) {
            output.replaceSubrange((region.begin + 1)..<region.end, with: body)
        }
        return output
    }

    /// Whether every region of `piece` in the learner's file still holds its stub, as
    /// handed out (trailing spaces and indentation aside).
    public static func isUntouched(_ piece: Piece, learnerRegions: [String: MarkedRegion]) -> Bool {
        piece.regions.allSatisfy { stubbed in
            guard let region = learnerRegions[stubbed.name] else { return false }
            return region.body.map { $0.trimmed() } == stubbed.stub.map { $0.trimmed() }
        }
    }

    /// A learner's region put back into the real file: its lines, and where they were written
    /// (the file as the compiler should name it, an absolute path, and the line of the first).
    public typealias Replacement = (file: String, firstLine: Int, body: [String])

    /// The file to compile in place of the real one: the real lines, with the regions in
    /// `replacements` taken from the learner's files, and `#sourceLocation` lines so that the
    /// compiler and test failures name every line where it was written.
    public static func composedSource(realPath: String, realLines: [String], replacements: [String: Replacement]) throws(Problem) -> String {
        let regions = try regions(in: realLines, file: realPath)
        var bodies: [(MarkedRegion, [String])] = []
        for (name, replacement) in replacements {
            guard let region = regions[name] else { throw Problem(file: realPath, line: 0, message: "has no region '\(name)'") }
            let learners = [sourceLocation(replacement.file, line: replacement.firstLine)] + replacement.body
            bodies.append((region, learners + [sourceLocation(realPath, line: region.end + 1)]))
        }
        return located(replacing(bodies, in: realLines), file: realPath)
    }
}

/// What the learner's files of one step hold.
public struct LearnerStep {
    let step: Step
    /// The learner's lines of each region of the step, by name; empty when `problem` is set.
    let regions: [String: Workbook.Replacement]
    /// What stops the step's files from being used, if anything (a missing file, a lost marker).
    let problem: Problem?
    /// Notes for the learner that do not stop anything (changes outside the regions).
    let notes: [String]
    /// Whether the learner wrote in any region of the step, or a file cannot be used.
    let isChanged: Bool

    /// Reads the learner's files of `step`.
    init(_ step: Step, in repository: Repository) {
        self.step = step
        var regions: [String: Workbook.Replacement] = [:]
        var notes: [String] = []
        var untouched = true
        do throws(Problem) {
            for piece in step.pieces {
                let path = step.learnerFile(piece)
                guard let lines = try? repository.lines(path) else {
                    throw Problem(file: path, line: 0, message: "is missing; `swift run workbook --reset \(step.number)` writes it again")
                }
                let found = try Workbook.regions(in: lines, file: path)
                for stubbed in piece.regions {
                    guard let region = found[stubbed.name] else {
                        throw Problem(
                            file: path, line: 0,
                            message: "the markers of '\(stubbed.name)' are missing; put back the lines "
                                + "'// snippet:begin \(stubbed.name)' and '// snippet:end \(stubbed.name)' around your code")
                    }
                    regions[stubbed.name] = (repository.path(path), region.firstBodyLine, region.body)
                }
                untouched = untouched && Workbook.isUntouched(piece, learnerRegions: found)
                // Only the learner's regions are compiled: a difference outside them is ignored,
                // and the learner should hear about it.
                guard let realLines = try? repository.lines(piece.source) else { continue }
                let expected = try Workbook.learnerLines(of: step, piece: piece, realLines: realLines, bodies: found.mapValues(\.body))
                if let difference = firstDifference(expected.map { $0.trimmedTrailing() }, lines.map { $0.trimmedTrailing() }) {
                    notes.append(
                        "\(path):\(difference.line): this line differs from \(piece.source) outside the regions you write. "
                            + "Only the code between the workbook markers is compiled; keep your code there "
                            + "(`swift run workbook --sync` brings the rest up to date and keeps your regions).")
                }
            }
            problem = nil
        } catch {
            problem = error
        }
        self.regions = problem == nil ? regions : [:]
        self.notes = notes
        isChanged = problem != nil || !untouched
    }
}
