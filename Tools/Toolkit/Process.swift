// Running a child process: `swift build`, `swift test`, or the process that runs one
// exercise's checks. What it prints is collected (and shown line by line to whoever asks),
// and it is stopped at a time limit, so that a crash or an endless loop in the learner's code
// ends that run only.
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
    /// The caller asked for it to be stopped.
    case stopped
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

    /// Whether it exited with status 0.
    public var succeeded: Bool { ending == .exited(0) }

    /// Its standard output's lines, then its standard error's.
    public var lines: [String] { splitLines(standardOutput) + splitLines(standardError) }
}

/// Collects what a pipe delivers, on a thread of its own, keeping at most 4 MB.
final class PipeReader: Sendable {
    private let data = Mutex((bytes: Data(), consumed: 0))
    private let finished = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while case let chunk = handle.availableData, !chunk.isEmpty {
                data.withLock { if $0.bytes.count < 4 << 20 { $0.bytes.append(chunk.prefix((4 << 20) - $0.bytes.count)) } }
            }
            finished.signal()
        }
    }

    /// The complete lines that arrived since the last call.
    func newLines() -> [String] {
        data.withLock { state in
            guard let last = state.bytes.lastIndex(of: UInt8(ascii: "\n")), last >= state.consumed else { return [] }
            defer { state.consumed = last + 1 }
            return splitLines(String(decoding: state.bytes[state.consumed...last], as: UTF8.self))
        }
    }

    /// Everything read, once the writer has closed the pipe (or after `wait` seconds).
    func text(wait: TimeInterval) -> String {
        _ = finished.wait(timeout: .now() + wait)
        return data.withLock { String(decoding: $0.bytes, as: UTF8.self) }
    }
}

/// Runs `command` (its first word found on the `PATH` unless it is a path), with
/// `environment` added to this process's own. `onLine` sees each line of its output as it
/// comes; it is stopped once it has run `timeout` seconds, or when `shouldStop`, asked a few
/// times a second, says so: an interrupt first (SwiftPM passes it on to the tests it runs),
/// then harder.
public func run(
    _ command: [String], environment extra: [String: String] = [:], timeout: TimeInterval = .infinity,
    onLine: (String) -> Void = { _ in }, shouldStop: () -> Bool = { false }
) -> ChildOutcome {
    let process = Process()
    let isPath = command[0].contains("/")
    process.executableURL = URL(fileURLWithPath: isPath ? command[0] : "/usr/bin/env")
    process.arguments = isPath ? Array(command.dropFirst()) : command
    // A crash should end at once with the runtime's one-line message, not a long backtrace.
    process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"].merging(extra) { $1 }) { $1 }
    let output = Pipe(), errors = Pipe()
    (process.standardOutput, process.standardError, process.standardInput) = (output, errors, FileHandle.nullDevice)
    let readers = [PipeReader(output), PipeReader(errors)]
    do {
        try process.run()
    } catch {
        return ChildOutcome(ending: .exited(127), standardOutput: "", standardError: "could not start \(command[0]): \(error)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    var ending: Ending?
    while process.isRunning {
        readers.flatMap { $0.newLines() }.forEach(onLine)
        if ending == nil, Date() >= deadline || shouldStop() {
            ending = Date() >= deadline ? .timedOut : .stopped
            process.interrupt()
            for signal in [SIGTERM, SIGKILL] {
                let grace = Date().addingTimeInterval(2)
                while process.isRunning && Date() < grace { Thread.sleep(forTimeInterval: 0.01) }
                if process.isRunning { kill(process.processIdentifier, signal) }
            }
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    let texts = readers.map { $0.text(wait: 2) }
    readers.flatMap { $0.newLines() }.forEach(onLine)
    let signalled = process.terminationReason == .uncaughtSignal
    return ChildOutcome(
        ending: ending ?? (signalled ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)),
        standardOutput: texts[0], standardError: texts[1])
}
