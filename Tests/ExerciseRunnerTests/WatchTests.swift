// `--watch`: saving the watched file runs the exercise again, and nothing else does.
import ExerciseRunner
import Foundation
import Synchronization
import Testing

@Suite struct Watching {
    /// A fresh file in the temporary folder, holding `text`.
    func temporaryFile(_ text: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("watched-\(UUID().uuidString).swift")
        try text.write(to: file, atomically: false, encoding: .utf8)
        return file
    }

    @Test func aSaveRunsTheExerciseOnceAndNothingRunsWithoutOne() throws {
        let file = try temporaryFile("let answer = 1\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let watched = Watched(file)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(watched.runs == 0, "nothing runs before the file is saved")
        try "let answer = 42\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(watched.wait(for: 1) == 1)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(watched.runs == 1, "one run for one save")
        #expect(watched.end())
    }

    @Test func savingTheFileRunsTheExerciseAgain() throws {
        let file = try temporaryFile("let answer = 1\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let watched = Watched(file)
        try "let answer = 42 // saved\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(watched.wait(for: 1) == 1)
        try "let answer = 42 // saved again\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(watched.wait(for: 2) == 2, "one run for each save")
        #expect(watched.end())
    }

    @Test func aWatchFollowsTheNextFile() throws {
        let first = try temporaryFile("first\n")
        let second = try temporaryFile("second\n")
        defer { for file in [first, second] { try? FileManager.default.removeItem(at: file) } }
        let watched = Watched(first, then: second)
        try "first, saved\n".write(to: first, atomically: true, encoding: .utf8)
        #expect(watched.wait(for: 1) == 1)
        try "first, saved again\n".write(to: first, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(watched.runs == 1, "the first file is no longer watched")
        try "second, saved\n".write(to: second, atomically: true, encoding: .utf8)
        #expect(watched.wait(for: 2) == 2)
        #expect(watched.end())
    }
}

/// A watch on a thread of its own, as `--watch` runs one, that counts the runs; what the
/// test and the watching thread share.
final class Watched: Sendable {
    /// The file watched now.
    let file: Mutex<URL>
    /// How many times the exercise ran again.
    let runCount = Atomic<Int>(0)
    /// Set to end the watch.
    let stop = Atomic<Bool>(false)
    /// Signalled each time the watch asks whether to go on, the first time once it has seen
    /// the file as it is.
    let asked = DispatchSemaphore(value: 0)
    /// Signalled once the watch has ended.
    let finished = DispatchSemaphore(value: 0)

    /// Starts watching `file`, and after the first run `next`, when there is one; returns
    /// once the watch has seen `file` as it is.
    init(_ file: URL, then next: URL? = nil) {
        self.file = Mutex(file)
        Thread.detachNewThread { [self] in
            let keepGoing = {
                self.asked.signal()
                return !self.stop.load(ordering: .sequentiallyConsistent)
            }
            watch({ self.file.withLock { $0 } }, every: 0.02, while: keepGoing) {
                runCount.add(1, ordering: .sequentiallyConsistent)
                if let next { self.file.withLock { $0 = next } }
            }
            finished.signal()
        }
        _ = asked.wait(timeout: .now() + 5)
    }

    /// How many times the exercise ran so far.
    var runs: Int { runCount.load(ordering: .sequentiallyConsistent) }

    /// Waits up to five seconds for `count` runs; returns how many there were then.
    func wait(for count: Int) -> Int {
        let deadline = Date().addingTimeInterval(5)
        while runs < count && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return runs
    }

    /// Ends the watch; whether it ended within five seconds.
    func end() -> Bool {
        stop.store(true, ordering: .sequentiallyConsistent)
        return finished.wait(timeout: .now() + 5) == .success
    }
}
