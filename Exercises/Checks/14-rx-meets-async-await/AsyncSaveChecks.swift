// The checks of exercise 14.2, asyncsave (chapter 14): an `async` save offered as a Completable,
// run in a task that each check waits for.
import ExerciseCheckSupport
import ExerciseKit
import ProductionRx
import Synchronization

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("saves nothing until subscribed, then once per subscription") {
        let saved = try waitFor { () async throws -> [[String]] in
            let store = FakeAsyncStore()
            let saving = saveCompletable("draft", in: store)
            try await Task.sleep(for: .milliseconds(20))
            let before = store.saved
            _ = await outcome(of: saving)
            _ = await outcome(of: saving)
            return [before, store.saved]
        }
        expect(saved[0], equals: [], "texts saved before anyone subscribed")
        expect(saved[1], equals: ["draft", "draft"], "texts saved by two subscriptions, one after the other")
    },
    Check("completes when the save returns") {
        let result = try waitFor { await outcome(of: saveCompletable("draft", in: FakeAsyncStore())) }
        expect(result, equals: "completed", "what the subscriber received")
    },
    Check("fails with the error the save throws") {
        let result = try waitFor { await outcome(of: saveCompletable("draft", in: FakeAsyncStore(failure: CheckError(name: "disk full")))) }
        expect(result, equals: "error disk full", "what the subscriber received")
    },
    Check("disposing before the save ends cancels it, and nothing is reported") {
        let report = try waitFor { () async throws -> [String] in
            let store = FakeAsyncStore(duration: .seconds(30))
            let received = Mutex<[String]>([])
            let subscription = saveCompletable("draft", in: store).subscribe { event in
                received.withLock { $0.append("\(event)") }
            }
            for _ in 0..<500 where store.started == 0 {
                try await Task.sleep(for: .milliseconds(2))
            }
            subscription.dispose()
            for _ in 0..<500 where store.cancelled == 0 {
                try await Task.sleep(for: .milliseconds(2))
            }
            return ["started \(store.started)", "cancelled \(store.cancelled)"] + received.withLock { $0 }
        }
        expect(report, equals: ["started 1", "cancelled 1"], "saves started and cancelled, then what the subscriber received")
    },
]

/// Subscribes to `completable` and waits for its one event: `completed` or `error …`.
private func outcome(of completable: Completable) async -> String {
    await withCheckedContinuation { (answer: CheckedContinuation<String, Never>) in
        let once = Mutex<CheckedContinuation<String, Never>?>(answer)
        _ = completable.subscribe { event in
            let text =
                switch event {
                case .completed: "completed"
                case .error(let error): "error \(error)"
                }
            once.withLock { $0.take() }?.resume(returning: text)
        }
    }
}

/// A store whose save takes `duration` and then succeeds, or throws `failure`; it counts the
/// saves that started and those that saw their task cancelled.
private final class FakeAsyncStore: AsyncDocumentStore {
    private let state = Mutex(State())
    private let duration: Duration
    private let failure: CheckError?

    private struct State {
        var saved: [String] = []
        var started = 0
        var cancelled = 0
    }

    init(duration: Duration = .milliseconds(5), failure: CheckError? = nil) {
        self.duration = duration
        self.failure = failure
    }

    var saved: [String] { state.withLock { $0.saved } }
    var started: Int { state.withLock { $0.started } }
    var cancelled: Int { state.withLock { $0.cancelled } }

    func save(_ text: String) async throws {
        state.withLock { $0.started += 1 }
        do {
            try await Task.sleep(for: duration)
        } catch {
            state.withLock { $0.cancelled += 1 }
            throw error
        }
        if let failure { throw failure }
        state.withLock { $0.saved.append(text) }
    }
}
