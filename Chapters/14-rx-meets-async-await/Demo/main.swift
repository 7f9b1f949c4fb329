// Chapter 14's demo: Rx and Swift concurrency in both directions. An Observable iterated with
// for await and left with break, a slow consumer, a Single awaited and a wait cancelled, an
// AsyncStream subscribed to and disposed, and one search box written twice: with Rx operators
// and with tasks.
import Foundation
import Marbles
import ProductionRx
import Synchronization

print("1. for await over an Observable, left with break")
/// Iterates a subject's keystrokes until the second one. (In a function: the loops of a
/// main.swift's top-level code keep their iterator, and so their stream, until the program ends.)
func readUntilBreak() async throws {
    // snippet:begin demo-values-break
    let keystrokes = PublishSubject<String>()
    for try await text in keystrokes.startWith("r").values {
        print("   got \(text)")
        if text == "r" {
            keystrokes.onNext("rx")
            keystrokes.onNext("rxs")
        }
        if text == "rx" {
            break
        }
    }
    print("   after the break, the subject has observers: \(keystrokes.hasObservers)")
    // snippet:end demo-values-break
}
try await readUntilBreak()
print()

print("2. A consumer slower than the source")
// snippet:begin demo-slow-consumer
nonisolated(unsafe) var sent: [Int] = []
let burst = Observable.from(1...5).do(onNext: { sent.append($0) })
var taken: [Int] = []
for try await number in burst.values {
    if taken.isEmpty {
        print("   before the loop took its first element, the source had sent \(sent)")
    }
    try await Task.sleep(for: .milliseconds(20))
    taken.append(number)
}
print("   the loop took them one by one, 20 ms apart: \(taken)")
// snippet:end demo-slow-consumer
print()

print("3. Awaiting a Single, and cancelling the wait")
/// The lookups disposed so far. Disposal happens on whichever thread ends the subscription.
final class DisposedLookups: Sendable {
    private let ids = Mutex<Set<Int>>([])

    func add(_ id: Int) { ids.withLock { _ = $0.insert(id) } }

    /// Waits (a second at most) until lookup `id` has been disposed, and says what it found.
    func waitFor(_ id: Int) async -> String {
        for _ in 0..<1_000 where !ids.withLock({ $0.contains(id) }) {
            try? await Task.sleep(for: .milliseconds(1))
        }
        return ids.withLock { $0.contains(id) } ? "disposed" : "still subscribed after a second"
    }
}
let disposedLookups = DisposedLookups()
/// A user lookup that answers after 50 ms, as a Single, and notes when it is disposed.
func lookUpUser(id: Int) -> Single<String> {
    Single.create { observer in
        nonisolated(unsafe) let answer = DispatchWorkItem { observer(.success("user \(id)")) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50), execute: answer)
        return Disposables.create {
            answer.cancel()
            disposedLookups.add(id)
        }
    }
}
print("   value: \(try await lookUpUser(id: 1).value)")
print("   lookup of 1: \(await disposedLookups.waitFor(1))")
let waiting = Task { try await lookUpUser(id: 2).value }
try await Task.sleep(for: .milliseconds(10))
waiting.cancel()
do {
    _ = try await waiting.value
} catch {
    print("   the cancelled wait threw \(type(of: error)) at once")
}
print("   lookup of 2: \(await disposedLookups.waitFor(2))")
print()

print("4. An AsyncStream as an Observable, disposed by take(3)")
let ticks = MarbleRecorder("ticks.asObservable().take(3)")
let streamEnded = DispatchSemaphore(value: 0)
// snippet:begin demo-as-observable
let everyTenMilliseconds = AsyncStream<Int> { continuation in
    let timer = Task {
        var count = 0
        while !Task.isCancelled {
            continuation.yield(count)
            count += 1
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
    continuation.onTermination = { termination in
        print("   the stream ended: \(termination)")
        timer.cancel()
        streamEnded.signal()
    }
}
let firstThree = everyTenMilliseconds.asObservable().take(3)
// snippet:end demo-as-observable
let done = DispatchSemaphore(value: 0)
ticks.subscribed()
let subscription = firstThree.subscribe(
    onNext: ticks.onNext,
    onCompleted: {
        ticks.onCompleted()
        done.signal()
    })
await Task.detached { done.wait() }.value
await Task.detached { _ = streamEnded.wait(timeout: .now() + 2) }.value
subscription.dispose()
print(MarbleDiagram(ticks.line).rendered.indented)
print()

print("5. One search box, twice: Rx operators, then tasks")
/// What each search did, in the order the searches started.
final class SearchLog: Sendable {
    private let searches = Mutex<[(query: String, outcome: String)]>([])

    func started(_ query: String) {
        searches.withLock { $0.append((query, "running")) }
    }

    func ended(_ query: String, _ outcome: String) {
        searches.withLock { searches in
            if let index = searches.lastIndex(where: { $0.query == query }) {
                searches[index].outcome = outcome
            }
        }
    }

    /// `rxs answered, rxsw cancelled, …`, and a fresh start.
    func takeReport() -> String {
        searches.withLock { searches in
            defer { searches = [] }
            return searches.map { "\($0.query) \($0.outcome)" }.joined(separator: ", ")
        }
    }
}

let searchLog = SearchLog()

/// A search that takes 400 ms, or stops early when its task is cancelled.
func search(_ query: String) async throws -> [String] {
    searchLog.started(query)
    do {
        try await Task.sleep(for: .milliseconds(400))
    } catch {
        searchLog.ended(query, "cancelled")
        throw error
    }
    searchLog.ended(query, "answered")
    return ["rxs-lab", "rxswift", "rxswiftcommunity"].filter { $0.hasPrefix(query) }
}

/// Types "r", "rx", "rxs" in a quick burst, then "rxsw" after a pause, then "rxswift" while
/// the search for "rxsw" still runs.
@MainActor
func typeQueries(into field: (String) -> Void) async throws {
    for (text, pause) in [("r", 0), ("rx", 30), ("rxs", 30), ("rxsw", 540), ("rxswift", 200)] {
        try await Task.sleep(for: .milliseconds(pause))
        field(text)
    }
    try await Task.sleep(for: .milliseconds(700))
}

// snippet:begin demo-search-tasks
/// The same search box with tasks: a task per keystroke waits out the quiet time, and a task
/// per query that survives it runs the search, cancelling the one before.
@MainActor
final class TaskSearchBox {
    private var waiting: Task<Void, Never>?
    private var searching: Task<Void, Never>?
    private var lastQuery: String?

    func typed(_ query: String) {
        waiting?.cancel()
        waiting = Task {
            guard (try? await Task.sleep(for: .milliseconds(150))) != nil, query != lastQuery else { return }
            lastQuery = query
            searching?.cancel()
            searching = Task {
                guard let results = try? await search(query) else { return }
                print("   shown: \(results)")
            }
        }
    }

    func close() {
        waiting?.cancel()
        searching?.cancel()
    }
}
// snippet:end demo-search-tasks

print("   With Rx:")
// snippet:begin demo-search-rx
let field = PublishRelay<String>()
let shown = field.asInfallible()
    .debounce(.milliseconds(150), scheduler: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    .distinctUntilChanged()
    .flatMapLatest { query in
        Single.create { try await search(query) }.asInfallible(onErrorJustReturn: [])
    }
    .subscribe(onNext: { results in print("   shown: \(results)") })
// snippet:end demo-search-rx
try await typeQueries(into: field.accept)
shown.dispose()
print("   searches: \(searchLog.takeReport())")

print("   With tasks:")
let box = TaskSearchBox()
try await typeQueries(into: box.typed)
box.close()
print("   searches: \(searchLog.takeReport())")
print()

print("Notice: the break ended the subscription at once; the slow loop lost nothing; cancelling the")
print("        wait disposed the lookup and threw at once; take(3)'s disposal cancelled the stream's")
print("        task. Both search boxes searched \"rxs\", \"rxsw\" (cancelled by \"rxswift\") and \"rxswift\":")
print("        Rx said it with three operators, the tasks with two tasks, a sleep and two cancels.")

extension String {
    /// Every line of the text, indented by three spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { "   " + $0 }
            .joined(separator: "\n")
    }
}
