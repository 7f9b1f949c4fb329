// Where the runner works: the repository, the build folder it shares with `swift build`, and
// the small file in it that remembers the learner's progress.
import Foundation

/// The repository and its build folder.
public struct Workspace: Sendable {
    /// The repository's root folder (the one with Package.swift).
    public let root: URL
    /// The build folder, `.build` unless `--scratch-path` said otherwise.
    public let scratch: URL
    /// Where debug products land: `.build/x86_64-unknown-linux-gnu/debug`.
    public let debugProducts: URL

    /// Creates a workspace from its folders.
    public init(root: URL, scratch: URL, debugProducts: URL) {
        self.root = root
        self.scratch = scratch
        self.debugProducts = debugProducts
    }

    /// The process that runs one exercise's checks, built by `buildExercises`.
    public var checkRunner: URL {
        debugProducts.appendingPathComponent("exercise-checks")
    }

    /// The file that remembers which exercises passed and which hints were shown.
    public var progressFile: URL {
        scratch.appendingPathComponent("exercises-progress.json")
    }

    /// The same repository with the build folder of ThreadSanitizer builds: `.build-tsan`
    /// next to `.build`, the folder `.ci/run` already uses for its ThreadSanitizer step.
    public var threadSanitized: Workspace {
        let name = scratch.lastPathComponent == ".build" ? ".build-tsan" : scratch.lastPathComponent + "-tsan"
        let tsan = scratch.deletingLastPathComponent().appendingPathComponent(name)
        let platform = debugProducts.deletingLastPathComponent().lastPathComponent
        let products =
            platform == scratch.lastPathComponent ? tsan.appendingPathComponent("debug") : tsan.appendingPathComponent(platform).appendingPathComponent("debug")
        return Workspace(root: root, scratch: tsan, debugProducts: products)
    }

    /// `path`, relative to the repository root, as a URL.
    public func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The workspace of the running `exercises` executable: the repository is found from the
    /// current folder upwards (or, failing that, from where this file was compiled), and the
    /// build folder from where the executable itself was built.
    public static func current(compiledAt sourceFile: String = #filePath) -> Workspace? {
        guard
            let root = repositoryRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                ?? repositoryRoot(from: URL(fileURLWithPath: sourceFile))
        else { return nil }
        // `swift run` builds into <scratch>/<triple>/<debug or release>/exercises.
        let products = currentExecutable().deletingLastPathComponent()
        let platform = products.deletingLastPathComponent()
        let scratch = platform.deletingLastPathComponent()
        if ["debug", "release"].contains(products.lastPathComponent),
            FileManager.default.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path)
        {
            return Workspace(root: root, scratch: scratch, debugProducts: platform.appendingPathComponent("debug"))
        }
        let defaultScratch = root.appendingPathComponent(".build")
        return Workspace(root: root, scratch: defaultScratch, debugProducts: defaultScratch.appendingPathComponent("debug"))
    }

    /// The first folder from `start` upwards that holds Package.swift and Exercises/Catalog.
    static func repositoryRoot(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let manifest = folder.appendingPathComponent("Package.swift").path
            let catalog = folder.appendingPathComponent("Exercises/Catalog").path
            if FileManager.default.fileExists(atPath: manifest) && FileManager.default.fileExists(atPath: catalog) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
