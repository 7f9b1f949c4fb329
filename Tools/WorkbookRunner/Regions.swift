// Reading the `workbook-…` regions of a source file, making the learner's copy with those
// regions blanked, and putting the learner's regions back into the real file to compile it.
// Exercises/Workbook/README.md explains the regions; the checks are in ChapterTests.
import Toolkit
import WorkbookCatalogue

extension Workbook {
    /// Every workbook region of a file, by name. Throws on a marker that does not pair up,
    /// a region that begins twice, or regions that nest.
    public static func regions(in lines: [String], file: String) throws -> [String: MarkedRegion] {
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

    /// The learner's file for `piece`: the real file's lines, with the header above them and
    /// each region of the piece holding `bodies[name]` (its stub when `bodies` lacks it).
    public static func learnerLines(
        of step: Step, piece: Piece, realLines: [String], bodies: [String: [String]] = [:]
    ) throws -> [String] {
        let regions = try regions(in: realLines, file: piece.source)
        var replacements: [Int: (end: Int, body: [String])] = [:]
        for stubbed in piece.regions {
            guard let region = regions[stubbed.name] else {
                throw Problem(
                    file: piece.source, line: 0,
                    message: "has no region '\(stubbed.name)' for workbook step \(step.number); mark it with // snippet:begin \(stubbed.name)")
            }
            let body = bodies[stubbed.name] ?? stubbed.stub.map { $0.isEmpty ? "" : region.indentation + $0 }
            replacements[region.begin] = (region.end, body)
        }
        var lines = header(of: step, piece: piece)
        var index = 0
        while index < realLines.count {
            lines.append(realLines[index])
            if let (end, body) = replacements[index] {
                lines += body
                lines.append(realLines[end])
                index = end + 1
            } else {
                index += 1
            }
        }
        return lines
    }

    /// The regions of `piece` as the learner's file holds them, by name. Throws if the
    /// learner's file lost a marker.
    public static func learnerBodies(of piece: Piece, learnerLines: [String], file: String) throws -> [String: MarkedRegion] {
        let regions = try regions(in: learnerLines, file: file)
        for stubbed in piece.regions where regions[stubbed.name] == nil {
            throw Problem(
                file: file, line: 0,
                message: "the markers of '\(stubbed.name)' are missing; put back the lines "
                    + "'// snippet:begin \(stubbed.name)' and '// snippet:end \(stubbed.name)' around your code")
        }
        return regions
    }

    /// Whether every region of `piece` in the learner's file still holds its stub, as
    /// handed out (trailing spaces and indentation aside).
    public static func isUntouched(_ piece: Piece, learnerRegions: [String: MarkedRegion]) -> Bool {
        piece.regions.allSatisfy { stubbed in
            guard let region = learnerRegions[stubbed.name] else { return false }
            return region.body.map { $0.trimmed() } == stubbed.stub.map { $0.trimmed() }
        }
    }

    /// The first line where the learner's file differs from the real one outside the regions
    /// the learner writes, as a 1-based line of the learner's file with what was expected
    /// there; `nil` if it does not. The workbook compiles only the learner's regions, so such
    /// a difference is ignored, and the learner should hear about it.
    public static func firstDifferenceOutsideRegions(
        of step: Step, piece: Piece, realLines: [String], learnerLines: [String], learnerRegions: [String: MarkedRegion]
    ) throws -> (line: Int, expected: String, found: String)? {
        let bodies = learnerRegions.mapValues(\.body)
        let expected = try Self.learnerLines(of: step, piece: piece, realLines: realLines, bodies: bodies)
        return firstDifference(expected.map { $0.trimmedTrailing() }, learnerLines.map { $0.trimmedTrailing() })
    }

    /// A learner's region put back into the real file: where it was written, and its lines.
    public struct Replacement: Sendable {
        /// The learner's file, as the compiler should name it (an absolute path).
        public let file: String
        /// The 1-based line of the region's first line in that file.
        public let firstLine: Int
        /// The region's lines.
        public let body: [String]

        /// The lines `body`, written at `firstLine` of `file`.
        public init(file: String, firstLine: Int, body: [String]) {
            self.file = file
            self.firstLine = firstLine
            self.body = body
        }
    }

    /// The file to compile in place of the real one: the real lines, with the regions in
    /// `replacements` taken from the learner's files. `#sourceLocation` lines make the compiler
    /// (and test failures) name every line where it was written: the real file's lines by
    /// `realPath`, the learner's by the learner's file.
    public static func composedSource(realPath: String, realLines: [String], replacements: [String: Replacement]) throws -> String {
        let regions = try regions(in: realLines, file: realPath)
        for name in replacements.keys where regions[name] == nil {
            throw Problem(file: realPath, line: 0, message: "has no region '\(name)'")
        }
        var output = [sourceLocation(realPath, line: 1)]
        var index = 0
        while index < realLines.count {
            let line = realLines[index]
            output.append(line)
            if let name = RegionMarker(line)?.name, let replacement = replacements[name], let region = regions[name], region.begin == index {
                output.append(sourceLocation(replacement.file, line: replacement.firstLine))
                output += replacement.body
                output.append(sourceLocation(realPath, line: region.end + 1))
                output.append(realLines[region.end])
                index = region.end + 1
            } else {
                index += 1
            }
        }
        return output.joined(separator: "\n") + "\n"
    }
}
