// Running `swift build` and `swift test` on the staged package, reading their output as it
// comes, and stopping them when a test runs too long.
import Foundation
import Synchronization

/// Prints `text` and a newline at once, unbuffered, so that CI logs show progress as it
/// happens and the learner's terminal is never behind.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// The lines a child process has written so far (standard output and error together).
final class OutputLines: Sendable {
    private let state = Mutex<(lines: [String], partial: String, finished: Bool)>(([], "", false))
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `pipe` on a thread of its own.
    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                let text = String(decoding: chunk, as: UTF8.self)
                state.withLock { state in
                    let pieces = (state.partial + text).split(separator: "\n", omittingEmptySubsequences: false)
                    state.lines += pieces.dropLast().map(String.init)
                    state.partial = String(pieces.last ?? "")
                }
            }
            state.withLock { state in
                if !state.partial.isEmpty { state.lines.append(state.partial) }
                state.partial = ""
                state.finished = true
            }
            done.signal()
        }
    }

    /// The lines from index `start` on.
    func lines(from start: Int) -> [String] {
        state.withLock { state in start < state.lines.count ? Array(state.lines[start...]) : [] }
    }

    /// Every line, once the writer closed the pipe (or after a few seconds).
    func all() -> [String] {
        _ = done.wait(timeout: .now() + 5)
        return state.withLock { $0.lines }
    }
}

/// How a command ended.
struct CommandResult {
    /// Its exit status, or the signal that stopped it.
    let status: Int32
    /// Whether a signal stopped it (a crash).
    let signalled: Bool
    /// Whether `shouldStop` asked for it to be stopped.
    let stopped: Bool
    /// Everything it printed.
    let output: [String]

    var succeeded: Bool { status == 0 && !signalled && !stopped }
}

/// Runs `swift` with `arguments`. `onLine` sees each line of output as it arrives;
/// `shouldStop` is asked a few times a second and stops the command when it says so.
func runSwift(
    _ arguments: [String],
    environment: [String: String] = [:],
    onLine: (String) -> Void = { _ in },
    shouldStop: () -> Bool = { false }
) -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let output = OutputLines(pipe)
    do {
        try process.run()
    } catch {
        return CommandResult(status: 127, signalled: false, stopped: false, output: ["could not run swift: \(error)"])
    }
    var seen = 0
    var stopped = false
    func drain() {
        let new = output.lines(from: seen)
        seen += new.count
        new.forEach(onLine)
    }
    while process.isRunning {
        drain()
        if !stopped, shouldStop() {
            stopped = true
            stop(process)
        }
        Thread.sleep(forTimeInterval: 0.05)
    }
    process.waitUntilExit()
    let all = output.all()
    if seen < all.count { all[seen...].forEach(onLine) }
    return CommandResult(
        status: process.terminationStatus,
        signalled: process.terminationReason == .uncaughtSignal,
        stopped: stopped,
        output: all)
}

/// Stops `swift test` and the test process it started: an interrupt first (SwiftPM passes it
/// on to the tests, as it does for Ctrl-C), then harder.
private func stop(_ process: Process) {
    process.interrupt()
    for signal in [SIGTERM, SIGKILL] {
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if !process.isRunning { return }
        kill(process.processIdentifier, signal)
    }
}
