// Why a child process stopped before it finished, in a few plain words: read from how it
// ended and from what it wrote to its standard error (the Swift runtime's message, its
// backtrace, a ThreadSanitizer report), never guessed from the signal alone. The exercises'
// runner explains a crash with it; any tool that runs the learner's code can.
import Foundation

/// What stopped a child process, as a learner reads it.
public struct Crash: Sendable, Equatable {
    /// One sentence: what happened, and the likely mistake behind it.
    public let cause: String
    /// The few lines of its standard error that show it: the runtime's message, the frames of
    /// the crashed thread, or what two threads raced on.
    public private(set) var details: [String] = []
    /// Whether ThreadSanitizer stopped it (`details` then say what raced, and where).
    public private(set) var isThreadSanitizerReport = false

    /// The environment a child needs for its crash to be explained: the Swift runtime's
    /// backtracer, as plain text, for the crashed thread's top frames only. Under ThreadSanitizer,
    /// which reports deadly signals itself (the two together hang), a stop at its first report
    /// instead, inside the code that caused it.
    public static func environment(threadSanitizer: Bool) -> [String: String] {
        let backtracer = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=24,top=4,sanitize=yes,timeout=10s"
        return threadSanitizer ? ["SWIFT_BACKTRACE": "enable=no", "TSAN_OPTIONS": "halt_on_error=1"] : ["SWIFT_BACKTRACE": backtracer]
    }

    /// Why a child that ended as `ending` (after `timeout` seconds at most, built with
    /// ThreadSanitizer or not) stopped, from its standard error; `nil` for a clean exit.
    public static func diagnose(_ ending: Ending, standardError: String, threadSanitizer: Bool, timeout: TimeInterval) -> Crash? {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // ThreadSanitizer's report, by the kind its heading names.
        let heading = lines.first { $0.contains("ThreadSanitizer: ") && ($0.contains("WARNING:") || $0.contains("ERROR:")) }
        if let kind = heading?.firstMatch(of: /ThreadSanitizer: ([^(]*)/)?.output.1.trimmingCharacters(in: .whitespaces) {
            let meaning = sanitizerMeanings.first { kind.hasPrefix($0.kind) }?.meaning ?? "ThreadSanitizer reported: \(kind)"
            return Crash(cause: "\(meaning) (where, below)", details: sanitizerSummary(lines), isThreadSanitizerReport: true)
        }
        if ending == .exited(0) { return nil }
        if ending == .timedOut || ending == .stopped {
            let time = timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
            let slower = threadSanitizer ? " (ThreadSanitizer makes code several times slower: `--timeout 30` gives it more)" : ""
            return Crash(
                cause: "did not finish in \(time): an endless loop, a deadlock, or waiting for an event that never comes?\(slower)",
                details: lastWords(lines))
        }
        if let runtime = runtimeFailure(lines) { return runtime }
        // The C library's messages for corrupted memory.
        let memoryCorruption = ["double free", "free(): invalid", "malloc(): ", "corrupted size", "corrupted double-linked"]
        if let memory = lines.first(where: { line in memoryCorruption.contains { line.contains($0) } }) {
            return Crash(
                cause:
                    "stopped by the C library: memory was corrupted, most often by two threads changing one object at once, or by an object used after it was freed",
                details: [memory.trimmingCharacters(in: .whitespaces)])
        }
        if let dispatch = lines.first(where: { $0.contains("BUG IN CLIENT OF LIBDISPATCH") }) {
            return Crash(
                cause: "stopped by Dispatch for a misuse: a queue.sync on the queue the code already runs on, or a semaphore or group left unbalanced?",
                details: [dispatch.trimmingCharacters(in: .whitespaces)])
        }
        if let wait = lines.firstIndex(where: { $0.contains("__DISPATCH_WAIT_FOR_QUEUE__") }) {
            // Under ThreadSanitizer Dispatch's own message is lost; its frame stays, and the
            // first frame of a Swift file below it is the call to queue.sync.
            let caller = lines[wait...].map { $0.trimmingCharacters(in: .whitespaces) }.first {
                $0.hasPrefix("#") && $0.contains(".swift:") && !$0.contains("libswiftDispatch")
            }
            return Crash(
                cause: "stopped by Dispatch: a queue.sync on the queue the code already runs on, which would wait for itself for ever",
                details: caller.map { ["in \(frameDescription($0))"] } ?? [])
        }
        let crashed = backtrace(lines)
        switch ending {
        case .exited(66) where threadSanitizer:
            return Crash(cause: "stopped by ThreadSanitizer (exit status 66), whose report is below", details: lastWords(lines), isThreadSanitizerReport: true)
        case .exited(let status):
            return Crash(cause: "stopped early with exit status \(status): does the code call exit()?", details: lastWords(lines))
        case .signalled(let signal):
            return Crash(cause: explain(signal: signal, backtrace: crashed), details: crashed.frames.isEmpty ? lastWords(lines) : crashed.frames)
        case .timedOut, .stopped:
            return nil // explained above
        }
    }

    // MARK: - ThreadSanitizer

    /// What ThreadSanitizer's reports mean, by how the kind in their heading begins.
    private static let sanitizerMeanings: [(kind: String, meaning: String)] = [
        ("data race", "ThreadSanitizer found a data race: two threads used the same memory at once, with no lock or atomic between them"),
        // What ThreadSanitizer calls a race on a Swift variable, seen through Swift's own access checks.
        ("Swift access race", "ThreadSanitizer found a data race: two threads used the same variable at once, with no lock or atomic between them"),
        ("lock-order-inversion", "ThreadSanitizer found two locks taken in opposite orders by two threads: a deadlock waiting to happen"),
        ("heap-use-after-free", "ThreadSanitizer found memory used after it was freed: an object released while another thread still used it?"),
        ("stack-overflow", "the stack overflowed: endless recursion, a call that leads back to itself"),
        ("SEGV", "crashed on a bad memory address: memory used after it was freed, or two threads changing one object at once?"),
        ("unlock of an unlocked mutex", "ThreadSanitizer saw a lock given back that was not held, or by another thread than the one that took it"),
        ("double lock", "ThreadSanitizer saw a lock taken again by the thread that holds it: a deadlock"),
    ]

    /// The lines of a ThreadSanitizer report that say what raced and where: the two accesses
    /// and the function each was in, demangled.
    static func sanitizerSummary(_ lines: [String]) -> [String] {
        var summary: [String] = []
        var wantFrame = false
        for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let access = ["Read of size", "Write of size", "Previous read", "Previous write", "Atomic read", "Atomic write", "Mutex", "Cycle in lock"]
            if access.contains(where: line.hasPrefix) {
                summary.append(line.replacingOccurrences(of: #" at 0x[0-9a-f]+"#, with: "", options: .regularExpression))
                wantFrame = true
            } else if wantFrame, line.hasPrefix("#0 ") {
                summary.append("  in \(frameDescription(line))")
                wantFrame = false
            }
            if summary.count >= 4 { break }
        }
        if summary.isEmpty {
            // A deadly signal: the report's heading and what caused it, without the pid.
            summary = lines.filter { $0.contains("ERROR: ThreadSanitizer:") || $0.contains("The signal is caused by") }
                .map { $0.replacingOccurrences(of: #"^==\d+==(ERROR: )?"#, with: "", options: .regularExpression) }
            if let frame = lines.map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { $0.hasPrefix("#0 ") }) {
                summary.append("  in \(frameDescription(frame))")
            }
        }
        return summary
    }

    /// `#0 $s4Name… /path/File.swift:12:5 (exercise-checks+0x12)` as `Name.method() at File.swift:12`,
    /// the symbol demangled by `swift demangle` (as it is if that fails).
    private static func frameDescription(_ line: String) -> String {
        let words = line.split(separator: " ").dropFirst().map(String.init)
        var symbol = words.first ?? "?"
        if symbol.hasPrefix("$s") {
            let outcome = run(["swift", "demangle", "--simplified", "--compact", symbol], timeout: 10)
            let demangled = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            if !demangled.isEmpty { symbol = demangled }
        }
        let location = words.dropFirst().first { $0.contains(".swift:") }
        return location.map { "\(symbol) at \(shortPath($0))" } ?? symbol
    }

    // MARK: - The Swift runtime

    /// The runtime's own message: `File.swift:12: Fatal error: Index out of range`, or the
    /// backtracer's `*** Swift runtime failure: arithmetic overflow ***`.
    private static func runtimeFailure(_ lines: [String]) -> Crash? {
        let frames = backtrace(lines).frames
        for (marker, kind) in [("Fatal error: ", "fatal error"), ("Precondition failed", "precondition"), ("Assertion failed", "assertion")] {
            guard let line = lines.first(where: { $0.contains(marker) }), let range = line.range(of: marker) else { continue }
            let message = String(line[range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: " :"))
            let place = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: " :"))
            let at = place.isEmpty || place.hasPrefix("Swift/") ? "" : " (\(shortPath(place)))"
            return Crash(cause: "stopped by the Swift runtime: \(plain(message.isEmpty ? kind : message))\(at)", details: frames)
        }
        if let line = lines.first(where: { $0.contains("Simultaneous accesses to") }) {
            return Crash(
                cause:
                    "stopped by Swift's exclusivity check: two accesses to one variable overlapped, a change among them. Two threads at once, or a method that reenters itself while it changes a property?",
                details: [line.trimmingCharacters(in: .whitespaces)] + frames)
        }
        if let failure = lines.lazy.compactMap({ $0.firstMatch(of: /\*\*\* Swift runtime failure: (.*)/)?.output.1 }).first {
            return Crash(cause: "stopped by the Swift runtime: \(plain(String(failure.replacing(" ***", with: ""))))", details: frames)
        }
        return nil
    }

    /// A runtime message with what it usually means.
    private static func plain(_ message: String) -> String {
        let meanings: [(String, String)] = [
            ("Unexpectedly found nil while", "a force-unwrap (!) of an optional that was nil"),
            ("Index out of range", "an index out of range"),
            ("Range requires lowerBound <= upperBound", "a range whose end comes before its start"),
            ("arithmetic overflow", "an arithmetic overflow: a number went past the largest (or below the smallest) its type holds"),
            ("Division by zero", "a division by zero"),
            ("Can't remove first element from an empty collection", "removeFirst() on an empty array"),
            ("Can't remove last element from an empty collection", "removeLast() on an empty array"),
        ]
        if let meaning = meanings.first(where: { message.contains($0.0) }) { return "\(meaning.1) (“\(message)”)" }
        return "“\(message)”: a fatalError or a failed precondition, the code's own or the library's"
    }

    // MARK: - Signals

    /// What the Swift backtracer said about the crashed thread: its reason, its first frames in
    /// Swift files of the program, and the function that fills a deep stack. It reads
    /// `*** Program crashed: Bad pointer dereference at … ***`, then the crashed thread's frames
    /// (`  12 [ra] 0x0000… rec(_:) + 58 in c at /path/File.swift:4:36`).
    static func backtrace(_ lines: [String]) -> (reason: String?, frames: [String], repeatedFunction: String?) {
        var reason: String?
        var frames: [String] = []
        var functions: [String] = []
        var deepestFrame = 0
        var inThread = false
        for line in lines {
            let words = line.split(separator: " ")
            if let range = line.range(of: "*** Program crashed: ") {
                reason = line[range.upperBound...].replacingOccurrences(of: " ***", with: "")
            } else if line.hasPrefix("Thread ") && line.hasSuffix("crashed:") {
                inThread = true
            } else if inThread, let index = words.first.flatMap({ Int($0) }), let address = words.firstIndex(where: { $0.hasPrefix("0x") }) {
                let rest = words[(address + 1)...].joined(separator: " ")
                let function = rest.components(separatedBy: " + ").first ?? rest
                let path = rest.range(of: " at ", options: .backwards).map { String(rest[$0.upperBound...]) } ?? ""
                deepestFrame = max(deepestFrame, index)
                functions.append(function)
                if path.contains(".swift:") && !path.hasPrefix("/<compiler-generated>") && !path.hasPrefix("//"), frames.count < 4,
                    !line.contains("[system]")
                {
                    frames.append("in \(function) at \(shortPath(path))")
                }
            } else if inThread, line.hasPrefix("Backtrace took") || line.hasPrefix("Registers") || line.hasPrefix("Images") {
                inThread = false
            }
        }
        let commonest = Dictionary(functions.map { ($0, 1) }, uniquingKeysWith: +).max { $0.value < $1.value }
        return (reason, frames, commonest.flatMap { $0.value >= 3 && deepestFrame > 1_000 ? $0.key : nil })
    }

    private static func explain(signal: Int32, backtrace: (reason: String?, frames: [String], repeatedFunction: String?)) -> String {
        if let function = backtrace.repeatedFunction {
            return
                "the stack overflowed: \(function) was on it thousands of times: something calls itself without end, or once for each of many elements (crashed with signal \(signal))"
        }
        let reason = backtrace.reason.map { " (\($0))" } ?? ""
        switch signal {
        case SIGSEGV, SIGBUS:
            return
                "crashed on a bad memory address\(reason): an object used after it was freed (unowned, or two threads changing one object at once), or a stack overflow"
        case SIGILL, SIGTRAP:
            return "stopped by a Swift runtime trap\(reason): an arithmetic overflow, or code that must not be reached"
        case SIGABRT:
            return "aborted\(reason): a failed check in a library, or memory corrupted by two threads at once"
        case SIGKILL, SIGTERM:
            return "was stopped by signal \(signal) from outside: out of memory?"
        default:
            return "crashed with signal \(signal)\(reason)"
        }
    }

    // MARK: - Helpers

    /// The last few lines of standard error that are not stack frames.
    private static func lastWords(_ lines: [String]) -> [String] {
        let words = lines.filter { line in
            !line.trimmingCharacters(in: .whitespaces).isEmpty && line != "Current stack trace:"
                && line.range(of: #"^\s*\d+\s+(\[\w+\]\s+)*\S+\s+0x[0-9a-f]+ "#, options: .regularExpression) == nil
                && !line.hasPrefix("***") && !line.hasPrefix("Platform:")
        }
        return Array(words.suffix(6))
    }

    /// `/repo/Exercises/05-…/TwoBitDisposer.swift:38:9` as `TwoBitDisposer.swift:38`.
    static func shortPath(_ path: String) -> String {
        let parts = path.split(separator: ":")
        guard let file = parts.first?.split(separator: "/").last else { return path }
        return parts.count > 1 ? "\(file):\(parts[1])" : String(file)
    }
}
