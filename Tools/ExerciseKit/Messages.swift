// What the process that runs an exercise's checks tells the runner: one line per message on
// its standard output, so that the runner still knows how far it got if the learner's code
// crashes or hangs: the checks run in the order of the plan, so the first without a result
// is the one that was running.
import Foundation

/// One line of a check process's report.
public enum Message: Codable, Sendable, Equatable {
    /// The names of every check, in the order they will run.
    case plan([String])
    /// A check finished: its name, the expectations that did not hold, the error it threw.
    case result(String, failures: [Failure], thrown: String? = nil)

    /// The prefix that tells report lines apart from whatever the learner's code prints.
    public static let prefix = "\u{1E}exercise-report "

    /// This message as one line of the report, without its newline.
    public var line: String { Self.prefix + String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self) }

    /// Splits a line of the child's output into what the learner's code printed before the
    /// report (if a `print(…, terminator: "")` left it there) and the report message.
    public static func split(_ line: Substring) -> (printed: Substring?, message: Message?) {
        guard let start = line.range(of: prefix) else { return (line, nil) }
        let printed = line[..<start.lowerBound]
        let message = try? JSONDecoder().decode(Message.self, from: Data(line[start.upperBound...].utf8))
        return (printed.isEmpty ? nil : printed, message)
    }
}

/// The check process's whole job: runs the checks in `table` of the exercise its first argument
/// names (`exercise-checks 03.2`), reporting each as it goes; a second argument runs only the
/// check of that name (`swift run proofs` repeats a race's check that way).
public func runExercise(_ table: [String: [Check]]) -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let named = arguments.count > 2 ? nil : table[arguments.first ?? ""]
    let checks = named?.filter { arguments.count == 1 || $0.name == arguments[1] } ?? []
    guard !checks.isEmpty else {
        let usage = "run by `swift run exercises`, with an exercise id it was built with, and perhaps the name of one of its checks"
        FileHandle.standardError.write(Data("exercise-checks: \(usage)\n".utf8))
        exit(3)
    }
    /// Writes `message` to standard output at once (unbuffered, so a crash loses nothing).
    func send(_ message: Message) { FileHandle.standardOutput.write(Data((message.line + "\n").utf8)) }
    lineBufferStandardOutput()
    send(.plan(checks.map(\.name)))
    for check in checks {
        _ = Expectations.current.take()
        var thrown: String?
        do {
            try check.body()
        } catch {
            thrown = String(describing: error)
        }
        send(.result(check.name, failures: Expectations.current.take(), thrown: thrown))
    }
    exit(0)
}

/// Makes `print` write each line at once: in a check process, so that what the learner's
/// code prints reaches the runner even if the code crashes next; in the runner, so that a
/// report shows as soon as it is printed, into a pipe or a file too (there C's stdout
/// otherwise waits for a full buffer). Swift 6 rejects touching C's global `stdout` variable
/// directly, so it is looked up by name.
public func lineBufferStandardOutput() {
    #if os(Linux)
    let (everywhere, symbol) = (UnsafeMutableRawPointer(bitPattern: 0), "stdout") // RTLD_DEFAULT
    #else
    let (everywhere, symbol) = (UnsafeMutableRawPointer(bitPattern: -2), "__stdoutp") // RTLD_DEFAULT
    #endif
    guard let address = dlsym(everywhere, symbol),
        let stream = address.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    else { return }
    setvbuf(stream, nil, _IOLBF, 0)
}
