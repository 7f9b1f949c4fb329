// Running a child process with a time limit and collecting what it prints: each exercise's
// checks run in one, so that a crash or an endless loop in the learner's code fails that
// exercise only. Also used to run `swift build`.
import Foundation
import Synchronization

/// How a child process ended.
public enum Ending: Sendable, Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal stopped it (a crash).
    case signalled(Int32)
    /// It was still running at the time limit and was stopped.
    case timedOut
}

/// What a child process left behind.
public struct ChildOutcome: Sendable {
    /// How it ended.
    public let ending: Ending
    /// What it wrote to its standard output.
    public let standardOutput: String
    /// What it wrote to its standard error.
    public let standardError: String

    /// Creates an outcome.
    public init(ending: Ending, standardOutput: String, standardError: String) {
        self.ending = ending
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// The path of the running executable, with symbolic links resolved.
public func currentExecutable() -> URL {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path)
    }
    #endif
    if let url = Bundle.main.executableURL { return url }
    let argument = CommandLine.arguments[0]
    return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
}

/// Collects what a pipe delivers, on a thread of its own, keeping at most `limit` bytes.
final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let finished = DispatchSemaphore(value: 0)
    private static let limit = 4 << 20

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.withLock { data in
                    if data.count < Self.limit { data.append(chunk.prefix(Self.limit - data.count)) }
                }
            }
            finished.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe (or after `wait` seconds).
    func text(wait: TimeInterval) -> String {
        _ = finished.wait(timeout: .now() + wait)
        return data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}

/// Runs `executable` with `arguments`, with `environment` added to this process's own; stops
/// it if it takes longer than `timeout` seconds.
public func runChild(
    _ executable: URL, arguments: [String], environment extra: [String: String] = [:], currentDirectory: URL? = nil,
    timeout: TimeInterval
) -> ChildOutcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    // A crash should end at once with the runtime's one-line message, not a long backtrace.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    environment.merge(extra) { _, new in new }
    process.environment = environment
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    let outputReader = PipeReader(output)
    let errorReader = PipeReader(errors)
    do {
        try process.run()
    } catch {
        return ChildOutcome(ending: .exited(127), standardOutput: "", standardError: "could not start \(process.executableURL?.path ?? "?"): \(error)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() >= deadline {
            timedOut = true
            process.terminate()
            let grace = Date().addingTimeInterval(1)
            while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            break
        }
        Thread.sleep(forTimeInterval: 0.005)
    }
    process.waitUntilExit()
    let ending: Ending
    if timedOut {
        ending = .timedOut
    } else if process.terminationReason == .uncaughtSignal {
        ending = .signalled(process.terminationStatus)
    } else {
        ending = .exited(process.terminationStatus)
    }
    return ChildOutcome(
        ending: ending,
        standardOutput: outputReader.text(wait: 2),
        standardError: errorReader.text(wait: 2)
    )
}
