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
    Check("saves the text it was given") {
        let saved = try waitFor { () async -> [String] in
            let store = FakeAsyncStore()
            _ = await outcome(of: saveCompletable("notes", in: store))
            _ = await outcome(of: saveCompletable("draft", in: store))
            return store.saved
        }
        expect(saved, equals: ["notes", "draft"], "texts saved by saveCompletable(\"notes\") then saveCompletable(\"draft\")")
    },
    Check("completes when the save returns") {
        let result = try waitFor { await outcome(of: saveCompletable("draft", in: FakeAsyncStore())) }
        expect(result, equals: "completed", "what the subscriber received")
    },
    Check("fails with the error the save throws") {
        let result = try waitFor { await outcome(of: saveCompletable("draft", in: FakeAsyncStore(failure: CheckError(name: "disk full")))) }
        expect(result, equals: "error disk full", "what the subscriber received")
    },
    Check("two subscriptions at once make two saves, and each hears its own") {
        let report = try waitFor { () async throws -> [String] in
            let store = FakeAsyncStore(duration: .milliseconds(50))
            let saving = saveCompletable("draft", in: store)
            let outcomes = await overlappingOutcomes(of: saving)
            return ["saved \(store.saved)"] + outcomes
        }
        expect(
            report, equals: ["saved [\"draft\", \"draft\"]", "completed", "completed"], "saves made for two overlapping subscriptions, then what each received")
    },
    Check("disposing a subscription before its save ends cancels that save only: nothing is saved for it") {
        let report = try waitFor { () async throws -> [String] in
            let store = FakeAsyncStore(duration: .milliseconds(300))
            let saving = saveCompletable("draft", in: store)
            let disposedEarly = Mutex<[String]>([])
            let keptOn = Mutex<[String]>([])
            let first = saving.subscribe { event in disposedEarly.withLock { $0.append("\(event)") } }
            _ = saving.subscribe { event in keptOn.withLock { $0.append("\(event)") } }
            for _ in 0..<500 where store.started < 2 {
                try await Task.sleep(for: .milliseconds(2))
            }
            first.dispose()
            // Until both saves have ended, one way or the other, and a little more for any late report.
            for _ in 0..<1_000 where store.ended < 2 || keptOn.withLock({ $0.isEmpty }) {
                try await Task.sleep(for: .milliseconds(2))
            }
            try await Task.sleep(for: .milliseconds(20))
            return [
                "started \(store.started)", "cancelled \(store.cancelled)", "saved \(store.saved.count)",
                "disposed one received \(disposedEarly.withLock { $0 })", "other received \(keptOn.withLock { $0 })",
            ]
        }
        expect(
            report,
            equals: ["started 2", "cancelled 1", "saved 1", "disposed one received []", "other received [\"completed\"]"],
            "two saves, the first subscription disposed while both ran: saves started, cancelled and made, then what each subscriber received")
    },
    Check("fails with a CancellationError the save throws by itself, while still subscribed: only disposing ends it quietly") {
        let received = try waitFor { () async throws -> [String] in
            let store = GivesUpStore()
            let events = Mutex<[String]>([])
            let subscription = saveCompletable("draft", in: store).subscribe(
                onCompleted: { events.withLock { $0.append("completed") } },
                onError: { error in events.withLock { $0.append("error \(error)") } })
            // Until the save has given up and its event has come, and a little more for any late one.
            for _ in 0..<1_000 where store.ended == 0 || events.withLock({ $0.isEmpty }) {
                try await Task.sleep(for: .milliseconds(2))
            }
            try await Task.sleep(for: .milliseconds(20))
            subscription.dispose()
            return events.withLock { $0 }
        }
        expect(
            received, equals: ["error CancellationError()"],
            "what the subscriber received from a save that threw CancellationError though nobody had disposed its subscription")
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

/// Subscribes to `completable` twice, the second time before the first has ended, and waits
/// for both events, in the order of the subscriptions.
private func overlappingOutcomes(of completable: Completable) async -> [String] {
    await withCheckedContinuation { (answer: CheckedContinuation<[String], Never>) in
        let received = Mutex<(texts: [String?], answer: CheckedContinuation<[String], Never>?)>(([nil, nil], answer))
        for index in 0..<2 {
            _ = completable.subscribe { event in
                let text =
                    switch event {
                    case .completed: "completed"
                    case .error(let error): "error \(error)"
                    }
                let done = received.withLock { state -> ([String], CheckedContinuation<[String], Never>)? in
                    state.texts[index] = text
                    guard state.texts.allSatisfy({ $0 != nil }), let answer = state.answer else { return nil }
                    state.answer = nil
                    return (state.texts.compactMap { $0 }, answer)
                }
                if let (texts, answer) = done { answer.resume(returning: texts) }
            }
        }
    }
}

/// A store whose save takes `duration` and then succeeds, or throws `failure`; it counts the
/// saves that started, those that saw their task cancelled, and those that ended.
private final class FakeAsyncStore: AsyncDocumentStore {
    private let state = Mutex(State())
    private let duration: Duration
    private let failure: CheckError?

    private struct State {
        var saved: [String] = []
        var started = 0
        var cancelled = 0
        var ended = 0
    }

    init(duration: Duration = .milliseconds(5), failure: CheckError? = nil) {
        self.duration = duration
        self.failure = failure
    }

    var saved: [String] { state.withLock { $0.saved } }
    var started: Int { state.withLock { $0.started } }
    var cancelled: Int { state.withLock { $0.cancelled } }
    /// Saves that returned or threw.
    var ended: Int { state.withLock { $0.ended } }

    func save(_ text: String) async throws {
        state.withLock { $0.started += 1 }
        defer { state.withLock { $0.ended += 1 } }
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

/// A store whose save gives up on its own, as one whose connection was cancelled elsewhere
/// does: it throws `CancellationError` though its task was never cancelled. It counts the saves
/// that ended.
private final class GivesUpStore: AsyncDocumentStore {
    private let endedSaves = Mutex(0)

    /// Saves that threw.
    var ended: Int { endedSaves.withLock { $0 } }

    func save(_ text: String) async throws {
        endedSaves.withLock { $0 += 1 }
        throw CancellationError()
    }
}
