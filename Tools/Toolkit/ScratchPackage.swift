// A package a tool writes under .build and builds there: the exercises (each learner's file
// with its checks) and the workbook (a library with the learner's regions in it). The
// repository's own package never compiles the learner's code, so a half-edited file cannot
// break `swift build` or `swift test`.
import Foundation

/// A generated package: its manifest and files, written only where they changed, so that the
/// build after a small edit is a small build.
public struct ScratchPackage: Sendable {
    /// The package's folder.
    public let folder: URL

    /// The package in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// A manifest with the repository's settings (Swift 6, the platforms, the resource counter
    /// in debug builds) for `targets`, each a `.target(…)` written out.
    public static func manifest(name: String, targets: [String]) -> String {
        """
        // swift-tools-version: 6.2
        // Written by a tool of the repository (Tools/Toolkit/ScratchPackage.swift) on every run.
        import PackageDescription

        let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v15), .iOS(.v18)],
            targets: [
                \(targets.joined(separator: ",\n        "))
            ],
            swiftLanguageModes: [.v6]
        )

        #if os(Linux)  // As the repository's Package.swift: index our own code, not the system modules.
        for target in package.targets { target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])] }
        #endif

        """
    }

    /// Writes `files` (paths relative to the folder, and their text) and deletes every other
    /// Swift file the package held.
    public func write(_ files: [String: String]) throws {
        for (path, text) in files {
            try writeIfChanged(text, to: folder.appendingPathComponent(path))
        }
        let wanted = Set(files.keys.map { folder.appendingPathComponent($0).standardizedFileURL.path })
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?.allObjects ?? []
        for case let url as URL in found where url.pathExtension == "swift" && !wanted.contains(url.standardizedFileURL.path) {
            try FileManager.default.removeItem(at: url)
        }
    }

    /// `swift build` of the package, with `arguments` added; `onLine` sees its output.
    public func build(_ arguments: [String] = [], onLine: (String) -> Void = { _ in }) -> ChildOutcome {
        run(["swift", "build", "--package-path", folder.path] + arguments, onLine: onLine)
    }
}

/// The text of `lines` from `file`, with a line directive above them, so that the compiler and
/// test failures name `file` and its lines wherever the copy is compiled.
public func located(_ lines: [String], file: String) -> String {
    ([sourceLocation(file, line: 1)] + lines).joined(separator: "\n") + "\n"
}

/// A line directive: the next line is line `line` of `file`.
public func sourceLocation(_ file: String, line: Int) -> String {
    let escaped = file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "#sourceLocation(file: \"\(escaped)\", line: \(line))"
}

/// A compiler diagnostic: `/path/File.swift:12:5: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file, as the compiler named it (or relative to the repository, once `relative`).
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1.
    public let column: Int
    /// `error` or `warning`.
    public let severity: String
    /// The compiler's message.
    public let message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, column: Int, severity: String = "error", message: String) {
        (self.file, self.line, self.column, self.severity, self.message) = (file, line, column, severity, message)
    }

    /// Reads a line of compiler output; `nil` if it is no error or warning in a Swift file.
    public init?(_ text: String) {
        let diagnostic = /(.+?\.swift):(\d+):(\d+): (error|warning): (.*)/
        guard let match = text.wholeMatch(of: diagnostic), let line = Int(match.2), let column = Int(match.3) else { return nil }
        self.init(file: String(match.1), line: line, column: column, severity: String(match.4), message: String(match.5))
    }

    /// `file:line:column: error: message`, as the compiler writes it.
    public var description: String { "\(file):\(line):\(column): \(severity): \(message)" }
}
