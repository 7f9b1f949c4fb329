// Reading the `workbook-…` regions of a source file, making the learner's copy with those
// regions blanked, and putting the learner's regions back into the real file to compile it.
// Exercises/Workbook/README.md explains the regions; the checks are in ChapterTests.

/// Something wrong with a source file or a learner's file, at a line a reader can open.
public struct WorkbookProblem: Error, Sendable, CustomStringConvertible, Equatable {
    /// The file, as given to the function that found the problem.
    public let file: String
    /// The 1-based line, or 0 for the whole file.
    public let line: Int
    /// What is wrong.
    public let message: String

    /// A problem at `file:line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String {
        line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
    }
}

/// One `workbook-…` region as it stands in a file.
public struct MarkedRegion: Sendable, Equatable {
    /// The region's name (`workbook-sink-forward-on`).
    public let name: String
    /// The 0-based index of the `snippet:begin` line.
    public let begin: Int
    /// The 0-based index of the `snippet:end` line.
    public let end: Int
    /// The whitespace before the `snippet:begin` marker.
    public let indentation: String
    /// The lines between the markers, as they are.
    public let body: [String]

    /// The 1-based line number of the first line of `body`.
    public var firstBodyLine: Int { begin + 2 }
}

/// Where the workbook keeps things, and the markers it reads.
public enum Workbook {
    /// The learner's files, one folder per step, relative to the repository root.
    public static let stepsFolder = "Exercises/Workbook/Steps"

    /// Region names the workbook owns start with this.
    public static let regionPrefix = "workbook-"

    private static let beginMarker = "// snippet:begin "
    private static let endMarker = "// snippet:end "

    /// The region a marker line opens (`.begin`) or closes (`.end`), if it is a workbook
    /// marker. Other snippet markers are ordinary lines here.
    static func marker(_ line: String) -> (isBegin: Bool, name: String)? {
        let text = line.trimmed()
        for (prefix, isBegin) in [(beginMarker, true), (endMarker, false)] where text.hasPrefix(prefix) {
            let name = String(text.dropFirst(prefix.count)).trimmed()
            return name.hasPrefix(regionPrefix) ? (isBegin, name) : nil
        }
        return nil
    }

    /// Every workbook region of a file, by name. Throws on a marker that does not pair up,
    /// a region that begins twice, or regions that nest.
    public static func regions(in lines: [String], file: String) throws -> [String: MarkedRegion] {
        var regions: [String: MarkedRegion] = [:]
        var open: (name: String, index: Int)?
        for (index, line) in lines.enumerated() {
            guard let (isBegin, name) = marker(line) else { continue }
            if isBegin {
                if let open {
                    throw WorkbookProblem(file: file, line: index + 1, message: "'\(name)' begins inside '\(open.name)'; workbook regions do not nest")
                }
                if regions[name] != nil {
                    throw WorkbookProblem(file: file, line: index + 1, message: "the region '\(name)' begins twice")
                }
                open = (name, index)
            } else {
                guard let begin = open, begin.name == name else {
                    throw WorkbookProblem(file: file, line: index + 1, message: "'snippet:end \(name)' has no matching 'snippet:begin \(name)' above it")
                }
                let indentation = String(lines[begin.index].prefix { $0 == " " || $0 == "\t" })
                regions[name] = MarkedRegion(
                    name: name, begin: begin.index, end: index, indentation: indentation,
                    body: Array(lines[(begin.index + 1)..<index]))
                open = nil
            }
        }
        if let open {
            throw WorkbookProblem(file: file, line: open.index + 1, message: "'snippet:begin \(open.name)' has no matching 'snippet:end \(open.name)'")
        }
        return regions
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
                throw WorkbookProblem(
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
            throw WorkbookProblem(
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
    ) throws -> (line: Int, expected: String?)? {
        var bodies: [String: [String]] = [:]
        for stubbed in piece.regions {
            bodies[stubbed.name] = learnerRegions[stubbed.name]?.body
        }
        let expected = try Self.learnerLines(of: step, piece: piece, realLines: realLines, bodies: bodies)
        for index in 0..<max(expected.count, learnerLines.count) {
            let want = index < expected.count ? expected[index].trimmedTrailing() : nil
            let have = index < learnerLines.count ? learnerLines[index].trimmedTrailing() : nil
            if want != have { return (index + 1, want) }
        }
        return nil
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
            throw WorkbookProblem(file: realPath, line: 0, message: "has no region '\(name)'")
        }
        var output = [sourceLocation(realPath, line: 1)]
        var index = 0
        while index < realLines.count {
            let line = realLines[index]
            output.append(line)
            if let (_, name) = marker(line), let replacement = replacements[name], let region = regions[name], region.begin == index {
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

    /// A line directive: the next line is line `line` of `file`.
    static func sourceLocation(_ file: String, line: Int) -> String {
        let escaped = file.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
    }
}

/// Splits text into lines without their terminators; a final newline adds no empty line.
public func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
}

extension String {
    /// The string without spaces and tabs at either end.
    func trimmed() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }

    /// The string without spaces and tabs at its end.
    func trimmedTrailing() -> String {
        guard let last = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(self[...last])
    }

    /// The string with every `target` replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
