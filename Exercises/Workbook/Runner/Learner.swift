// Reading the learner's files: which steps they changed, what they wrote between the markers,
// and what is wrong with a file (a lost marker, a change outside the regions).
import Foundation
import WorkbookCatalogue

/// The repository on disk.
struct Repository {
    /// The folder that holds `Package.swift` and `Exercises/Workbook`.
    let root: URL

    /// Finds the repository from the current folder, or else from this file's path.
    static func find() -> Repository? {
        let starts = [FileManager.default.currentDirectoryPath, #filePath]
        for start in starts {
            var folder = URL(fileURLWithPath: start).standardizedFileURL
            while true {
                let manifest = folder.appendingPathComponent("Package.swift").path
                let workbook = folder.appendingPathComponent("Exercises/Workbook").path
                if FileManager.default.fileExists(atPath: manifest), FileManager.default.fileExists(atPath: workbook) {
                    return Repository(root: folder)
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    /// The absolute path of `path`, relative to the root.
    func path(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    /// The lines of `path` (relative to the root), or `nil` if it cannot be read.
    func lines(_ path: String) -> [String]? {
        guard let text = try? String(contentsOfFile: self.path(path), encoding: .utf8) else { return nil }
        return splitLines(text)
    }

    /// The root-relative form of an absolute path inside the repository.
    func relative(_ absolute: String) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}

/// What the learner's files of one step hold.
struct LearnerStep {
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
    let problem: WorkbookProblem?
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
        var problem: WorkbookProblem?
        for piece in step.pieces {
            let path = step.learnerFile(piece)
            guard let lines = repository.lines(path) else {
                problem = WorkbookProblem(
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
            } catch let error as WorkbookProblem {
                problem = error
                break
            } catch {
                problem = WorkbookProblem(file: path, line: 0, message: "\(error)")
                break
            }
        }
        self.files = problem == nil ? files : []
        self.problem = problem
        self.notes = notes
    }
}
