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

    @Test func aWatcherSeesASaveOnceAndNothingWithoutOne() throws {
        let file = try temporaryFile("let answer = 1\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let watcher = FileWatcher(file)
        #expect(!watcher.hasChanged())
        try "let answer = 42\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(watcher.hasChanged())
        #expect(!watcher.hasChanged())
    }

    @Test func savingTheFileRunsTheExerciseAgain() throws {
        let file = try temporaryFile("let answer = 1\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let state = WatchState()
        let finished = DispatchSemaphore(value: 0)
        let watcher = CrossThread(FileWatcher(file))
        Thread.detachNewThread {
            watch(watcher.value, every: 0.02, while: { !state.stop.load(ordering: .sequentiallyConsistent) }) {
                state.runs.add(1, ordering: .sequentiallyConsistent)
            }
            finished.signal()
        }
        Thread.sleep(forTimeInterval: 0.2)
        #expect(state.runs.load(ordering: .sequentiallyConsistent) == 0, "nothing runs before the file is saved")
        try "let answer = 42 // saved\n".write(to: file, atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(5)
        while state.runs.load(ordering: .sequentiallyConsistent) == 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(state.runs.load(ordering: .sequentiallyConsistent) == 1, "one run for one save")
        state.stop.store(true, ordering: .sequentiallyConsistent)
        #expect(finished.wait(timeout: .now() + 5) == .success)
    }

    @Test func aWatcherFollowsTheNextFile() throws {
        let first = try temporaryFile("first\n")
        let second = try temporaryFile("second\n")
        defer { for file in [first, second] { try? FileManager.default.removeItem(at: file) } }
        let watcher = FileWatcher(first)
        watcher.follow(second)
        try "first, saved\n".write(to: first, atomically: true, encoding: .utf8)
        #expect(!watcher.hasChanged())
        try "second, saved\n".write(to: second, atomically: true, encoding: .utf8)
        #expect(watcher.hasChanged())
    }
}

/// What the test and the watching thread share.
final class WatchState: Sendable {
    /// How many times the exercise ran again.
    let runs = Atomic<Int>(0)
    /// Set to end the watch.
    let stop = Atomic<Bool>(false)
}

/// Carries the watcher into the watching thread, which alone uses it from then on.
// @unchecked Sendable: handed over once, before the thread starts; the test never touches it after.
struct CrossThread<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
