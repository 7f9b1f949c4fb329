// Reading the learner's files: which steps they changed, what they wrote between the markers,
// and what is wrong with a file (a lost marker, a change outside the regions).
import Foundation
import Toolkit
import WorkbookCatalogue

/// What the learner's files of one step hold.
public struct LearnerStep {
    /// One learner's file, read.
    struct File {
        let piece: Piece
        /// The learner's file, relative to the root.
        let path: String
        /// Its regions, by name.
        let regions: [String: MarkedRegion]
    }

    let step: Step
    /// The files, when all of them could be read and kept their markers.
    let files: [File]
    /// What stops the step's files from being used, if anything (a missing file, a lost marker).
    let problem: Problem?
    /// Notes for the learner that do not stop anything (changes outside the regions).
    let notes: [String]

    /// `true` when the learner has written something in any region of the step.
    var isChanged: Bool {
        problem != nil || files.contains { !Workbook.isUntouched($0.piece, learnerRegions: $0.regions) }
    }

    /// Reads the learner's files of `step`.
    init(_ step: Step, in repository: Repository) {
        self.step = step
        var files: [File] = []
        var notes: [String] = []
        var problem: Problem?
        for piece in step.pieces {
            let path = step.learnerFile(piece)
            guard let lines = repository.lines(path) else {
                problem = Problem(
                    file: path, line: 0, message: "is missing; `swift run workbook --reset \(step.number)` writes it again")
                break
            }
            do {
                let regions = try Workbook.learnerBodies(of: piece, learnerLines: lines, file: path)
                files.append(File(piece: piece, path: path, regions: regions))
                if let realLines = repository.lines(piece.source),
                    let difference = try Workbook.firstDifferenceOutsideRegions(
                        of: step, piece: piece, realLines: realLines, learnerLines: lines, learnerRegions: regions)
                {
                    notes.append(
                        "\(path):\(difference.line): this line differs from \(piece.source) outside the regions you write. "
                            + "Only the code between the workbook markers is compiled; keep your code there "
                            + "(`swift run workbook --sync` brings the rest up to date and keeps your regions).")
                }
            } catch let error as Problem {
                problem = error
                break
            } catch {
                problem = Problem(file: path, line: 0, message: "\(error)")
                break
            }
        }
        self.files = problem == nil ? files : []
        self.problem = problem
        self.notes = notes
    }
}
