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
        guard line.hasPrefix(Self.prefix),
              let message = try? JSONDecoder().decode(Message.self, from: Data(line.dropFirst(Self.prefix.count).utf8))
        else { return nil }
        self = message
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
