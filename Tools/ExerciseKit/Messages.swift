// What the process that runs an exercise's checks tells the runner: one line per message on
// its standard output, so that the runner still knows how far it got if the learner's code
// crashes or hangs.
import Foundation

/// One line of a check process's report.
public struct Message: Codable, Sendable {
    /// What the line says.
    public enum Kind: String, Codable, Sendable {
        /// The names of every check, in the order they will run (`names`).
        case plan
        /// A check is about to run.
        case start
        /// A check finished: `failures` and `thrown` say how.
        case result
        /// Every check ran.
        case done
    }

    /// What the line says.
    public var kind: Kind
    /// The check it is about.
    public var check: String?
    /// The expectations that did not hold (for `result`).
    public var failures: [Failure]?
    /// The error the check threw, described (for `result`).
    public var thrown: String?
    /// Every check's name (for `plan`).
    public var names: [String]?

    /// The prefix that tells report lines apart from whatever the learner's code prints.
    public static let prefix = "\u{1E}exercise-report "

    /// Creates a message.
    public init(kind: Kind, check: String? = nil, failures: [Failure]? = nil, thrown: String? = nil, names: [String]? = nil) {
        self.kind = kind
        self.check = check
        self.failures = failures
        self.thrown = thrown
        self.names = names
    }

    /// Writes this message to standard output at once (unbuffered, so a crash loses nothing).
    public func send() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let json = try? encoder.encode(self) else { return }
        var line = Data(Self.prefix.utf8)
        line.append(json)
        line.append(Data("\n".utf8))
        FileHandle.standardOutput.write(line)
    }

    /// The message on `line`, if it is one.
    init?(line: Substring) {
        guard let message = try? JSONDecoder().decode(Message.self, from: Data(line.utf8)) else { return nil }
        self = message
    }

    /// Splits a line of the child's output into what the learner's code printed before the
    /// report (if a `print(…, terminator: "")` left it there) and the report message.
    public static func split(_ line: Substring) -> (printed: Substring?, message: Message?) {
        guard let start = line.range(of: prefix) else { return (line, nil) }
        let printed = line[..<start.lowerBound]
        return (printed.isEmpty ? nil : printed, Message(line: line[start.upperBound...]))
    }
}

/// The check process's whole job: runs the checks of the exercise its one argument names
/// (`exercise-checks 03.2`), from `table`, the exercises it was built with.
public func runExercise(_ table: [String: [Check]]) -> Never {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 1, let checks = arguments.first.flatMap({ table[$0] }) else {
        FileHandle.standardError.write(Data("exercise-checks: run by `swift run exercises`, with one exercise id it was built with\n".utf8))
        exit(3)
    }
    runChecks(checks)
    exit(0)
}

/// Runs `checks` in this process, reporting each as it goes. This is what the check process
/// does for one exercise; the runner reads its output.
public func runChecks(_ checks: [Check]) {
    lineBufferStandardOutput()
    Message(kind: .plan, names: checks.map(\.name)).send()
    for check in checks {
        Message(kind: .start, check: check.name).send()
        _ = Expectations.current.take()
        var thrown: String?
        do {
            try check.body()
        } catch {
            thrown = String(describing: error)
        }
        Message(kind: .result, check: check.name, failures: Expectations.current.take(), thrown: thrown).send()
    }
    Message(kind: .done).send()
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
