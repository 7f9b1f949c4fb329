// How the tools talk: colours and marks on a terminal (none into a file or with NO_COLOR),
// lines printed at once, and the way a command stops on a usage error or a failure.
import ExerciseKit
import Foundation

/// Colours and marks for a terminal; plain text when the output is a file or NO_COLOR is set.
public struct Style: Sendable {
    /// Whether to colour at all.
    public let enabled: Bool

    /// Colours when standard output is a terminal and NO_COLOR is not set.
    public static let current = Style(enabled: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)

    /// No colour at all: for files and tests.
    public static let plain = Style(enabled: false)

    /// `text` in green.
    public func green(_ text: String) -> String { wrap(text, "32") }
    /// `text` in red.
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// `text` in bold.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// `✓`, in green.
    public var pass: String { green("✓") }
    /// `✗`, in red.
    public var fail: String { red("✗") }
    /// `✓` or `✗`.
    public func mark(_ passed: Bool) -> String { passed ? pass : fail }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// What a CI proof expects of every exercise or step it checks.
public enum Expectation: String, Sendable {
    /// Every one passes.
    case pass
    /// Every one fails its checks cleanly: it compiles, and nothing crashes or hangs.
    case fail
}

/// A command's name, usage text and exits.
public struct Command: Sendable {
    /// `exercises`.
    public let name: String
    /// What `--help` prints.
    public let usage: String

    /// Creates a command; its output is line-buffered from now on. With `--help` or `-h` among
    /// the arguments, it prints the usage and exits.
    public init(_ name: String, usage: String) {
        self.name = name
        self.usage = usage
        lineBufferStandardOutput()
        if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
            print(usage)
            exit(0)
        }
    }

    /// Stops with `message`, the usage, and exit status 2.
    public func usageError(_ message: String) -> Never {
        fail("\(message)\n\n\(usage)")
    }

    /// Stops with `message` and exit status 2: the command cannot do its job.
    public func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
        exit(2)
    }

    /// The repository this command runs in: the current folder's, or else the one the tool was
    /// compiled in; a failure, saying where to run it, when there is none.
    public func repository() -> Repository {
        guard let repository = Repository.containing(FileManager.default.currentDirectoryPath) ?? Repository.containing(#filePath) else {
            fail("run this inside the repository (the folder with Package.swift and Exercises/)")
        }
        return repository
    }

    /// Takes the value after `option` off the front of `arguments`, or stops.
    public func value(of option: String, from arguments: inout [String]) -> String {
        guard let value = arguments.first, !value.hasPrefix("--") else { usageError("\(option) needs a value") }
        return arguments.removeFirst()
    }

    /// Takes a positive number of seconds after `option` off the front of `arguments`, or stops.
    public func seconds(of option: String, from arguments: inout [String]) -> TimeInterval {
        guard let seconds = TimeInterval(value(of: option, from: &arguments)), seconds > 0 else { usageError("\(option) needs a number of seconds") }
        return seconds
    }
}

/// A JSON file in the build folder that remembers something between runs (which exercises
/// passed, the hints shown, each workbook step's last result); losing it loses only that memory.
public struct Remembered<Value: Codable & Sendable>: Sendable {
    /// The file.
    public let url: URL

    /// The file `path`, relative to `repository`'s root.
    public init(_ path: String, in repository: Repository) {
        url = repository.url(path)
    }

    /// What was saved, or `empty`.
    public func load(or empty: Value) -> Value {
        (try? Data(contentsOf: url)).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } ?? empty
    }

    /// Saves `value`.
    public func save(_ value: Value) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(value) else { return }
        _ = try? writeIfChanged(String(decoding: data, as: UTF8.self), to: url)
    }
}
