// Exercises for chapter 14, "Rx meets async/await": a `values` that keeps only the newest
// element, and an `async` save offered as a Completable.
import Dispatch
import Exercises
import ProductionRx
import Synchronization

let chapter14: [Exercise] = [
    Exercise(
        id: "14.1", name: "latest",
        title: "Keep only the newest element",
        starter: "Exercises/14-rx-meets-async-await/LatestValues.swift",
        reread: "Chapters/14-rx-meets-async-await/README.md#when-the-consumer-is-slower",
        hint:
            "Start from values as the chapter quotes it: the same stream, the same subscription slot, the same order of onTermination and subscribe. "
            + "The one difference is what the stream keeps while the loop is busy: look at the buffering policies an AsyncThrowingStream can be made with. "
            + "Make the stream with a buffer of one that keeps the newest element; yield each element, finish on completion, finish throwing on an error, and let onTermination, installed before you subscribe, dispose a BridgeSubscription.",
        checks: [
            Check("delivers every element the loop is ready for, then ends with the source") {
                let seen = try waitFor { () async throws -> [Int] in
                    let source = PublishSubject<Int>()
                    var seen: [Int] = []
                    for try await value in latestValues(of: source.startWith(0)) {
                        seen.append(value)
                        if value < 3 {
                            source.onNext(value + 1)
                        } else {
                            source.onCompleted()
                        }
                    }
                    return seen
                }
                expect(seen, equals: [0, 1, 2, 3], "elements of startWith(0) sent one at a time, then completed")
            },
            Check("keeps only the newest element while the loop is busy") {
                let seen = try waitFor { () async throws -> [Int] in
                    let source = PublishSubject<Int>()
                    let stream = latestValues(of: source.asObservable())
                    source.onNext(1)
                    source.onNext(2)
                    source.onNext(3)
                    source.onCompleted()
                    var seen: [Int] = []
                    for try await value in stream {
                        seen.append(value)
                    }
                    return seen
                }
                expect(seen, equals: [3], "what the loop saw of 1, 2, 3 and completed, all sent before it started")
            },
            Check("throws the source's error") {
                let outcome = try waitFor { () async -> String in
                    do {
                        for try await _ in latestValues(of: Observable<Int>.error(CheckError(name: "offline"))) {}
                        return "the loop ended without an error"
                    } catch {
                        return "error \(error)"
                    }
                }
                expect(outcome, equals: "error offline", "how the loop over a failing source ended")
            },
            Check("ends its subscription when the loop is left with break") {
                let observed = try waitFor { () async throws -> Bool in
                    let source = PublishSubject<Int>()
                    for try await _ in latestValues(of: source.startWith(0)) {
                        break
                    }
                    return source.hasObservers
                }
                expect(observed, equals: false, "the source has observers right after the break")
            },
            Check("ends its subscription when the iterating task is cancelled") {
                let observed = try waitFor { () async throws -> Bool in
                    let source = PublishSubject<Int>()
                    let stream = latestValues(of: source.asObservable())
                    let iterating = Task {
                        for try await _ in stream {}
                    }
                    iterating.cancel()
                    _ = try? await iterating.value
                    for _ in 0..<500 where source.hasObservers {
                        try await Task.sleep(for: .milliseconds(2))
                    }
                    return source.hasObservers
                }
                expect(observed, equals: false, "the source has observers after the iterating task was cancelled")
            },
        ]
    ),
    Exercise(
        id: "14.2", name: "asyncsave",
        title: "An async save as a Completable",
        starter: "Exercises/14-rx-meets-async-await/AsyncSave.swift",
        reread: "Chapters/14-rx-meets-async-await/README.md#from-async-to-rx-asobservable-and-singlecreate",
        hint:
            "Nothing may happen before someone subscribes: the save belongs in code that runs once per subscription. "
            + "The save is an async function, so it runs in a task; disposing the subscription is how Rx says stop, and a task stops when it is cancelled. "
            + "Single.create(work:) runs its work in a task per subscription, reports what it returns or throws, and cancels the task on disposal; asCompletable() drops the Void element. By hand, Completable.create would start that task and return a disposable that cancels it.",
        checks: [
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
    ),
]

/// Runs `operation` in a task and blocks until it ends: the checks are synchronous, the
/// bridges are not. The runner's time limit catches a loop that never ends.
private func waitFor<Value: Sendable>(_ operation: @escaping @Sendable () async throws -> Value) throws -> Value {
    let result = Mutex<Result<Value, Swift.Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let outcome: Result<Value, Swift.Error>
        do {
            outcome = .success(try await operation())
        } catch {
            outcome = .failure(error)
        }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return try result.withLock { $0! }.get()
}

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
