// What a child process (one exercise) tells the runner, one line per message on its
// standard output, so that the runner still knows how far it got if it crashes or hangs.
import ExerciseChecks
import Foundation

/// One line of the child's report.
struct Message: Codable {
    enum Kind: String, Codable {
        /// A check is about to run.
        case start
        /// A check finished: `failures` and `thrown` say how.
        case result
        /// Every check ran.
        case done
    }

    var kind: Kind
    var check: String?
    var failures: [Failure]?
    var thrown: String?

    /// The prefix that tells report lines apart from whatever the learner's code prints.
    static let prefix = "\u{1E}exercise-report "

    /// Writes this message to standard output at once (unbuffered, so a crash loses nothing).
    func send() {
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
    static func split(_ line: Substring) -> (printed: Substring?, message: Message?) {
        guard let start = line.range(of: prefix) else { return (line, nil) }
        let printed = line[..<start.lowerBound]
        return (printed.isEmpty ? nil : printed, Message(line: line[start.upperBound...]))
    }

    init(kind: Kind, check: String? = nil, failures: [Failure]? = nil, thrown: String? = nil) {
        self.kind = kind
        self.check = check
        self.failures = failures
        self.thrown = thrown
    }
}

/// Runs every check of `exercise` in this process, reporting each as it goes.
/// This is what the child process does; the runner never calls it on itself.
func runChecksHere(_ exercise: Exercise) {
    lineBufferStandardOutput()
    for check in exercise.checks {
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

/// Makes `print` write each line at once, so that what the learner's code prints reaches
/// the runner even if the code crashes next (into a pipe, C's stdout waits for a full buffer).
/// Swift 6 rejects touching C's global `stdout` variable directly, so it is looked up by name.
private func lineBufferStandardOutput() {
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
