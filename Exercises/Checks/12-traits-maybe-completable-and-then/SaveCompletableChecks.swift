import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 12.1, save (chapter 12): a lazy save per subscription, completing only
// when the store says so.
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
    Check("saves nothing until subscribed, then once per subscription") {
        let store = FakeDocumentStore()
        let saving = store.save("draft")
        expect(store.saved, equals: [], "texts saved before anyone subscribed")
        saving.subscribe { _ in }.dispose()
        saving.subscribe { _ in }.dispose()
        expect(store.saved, equals: ["draft", "draft"], "texts saved by two subscriptions")
    },
    Check("saves the text it was given") {
        let store = FakeDocumentStore()
        store.save("notes").subscribe { _ in }.dispose()
        store.save("draft").subscribe { _ in }.dispose()
        expect(store.saved, equals: ["notes", "draft"], "texts saved by subscriptions to save(\"notes\") and save(\"draft\")")
    },
    Check("completes when the store reports no error, not before") {
        let store = FakeDocumentStore()
        nonisolated(unsafe) var received: [String] = []
        let subscription = store.save("draft").subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        expect(received, equals: [], "what the subscriber received before the store called back")
        store.finish(with: nil)
        expect(received, equals: ["completed"], "what the subscriber received")
        subscription.dispose()
    },
    Check("fails with the store's error") {
        let store = FakeDocumentStore()
        nonisolated(unsafe) var received: [String] = []
        let subscription = store.save("draft").subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        store.finish(with: CheckError(name: "disk full"))
        expect(received, equals: ["error disk full"], "what the subscriber received")
        subscription.dispose()
    },
    Check("every subscription hears how its own save went") {
        let store = FakeDocumentStore()
        let saving = store.save("draft")
        nonisolated(unsafe) var received: [String] = []
        let first = saving.subscribe(onCompleted: { received.append("first completed") }, onError: { received.append("first error \($0)") })
        let second = saving.subscribe(onCompleted: { received.append("second completed") }, onError: { received.append("second error \($0)") })
        expect(store.saved, equals: ["draft", "draft"], "texts saved by two subscriptions to one save(\"draft\"), the first still waiting")
        store.finish(save: 0, with: CheckError(name: "disk full"))
        store.finish(save: 1, with: nil)
        expect(
            received, equals: ["first error disk full", "second completed"],
            "what the two subscribers received when the first save failed, then the second succeeded")
        let third = saving.subscribe(onCompleted: { received.append("third completed") }, onError: { received.append("third error \($0)") })
        store.finish(save: 2, with: nil)
        expect(received.last, equals: "third completed", "what a third subscriber, made after the others ended, received when its save succeeded")
        third.dispose()
        first.dispose()
        second.dispose()
    },
    Check("reports once when the store calls back twice") {
        let store = FakeDocumentStore()
        nonisolated(unsafe) var received: [String] = []
        let subscription = store.save("draft").subscribe(
            onCompleted: { received.append("completed") },
            onError: { received.append("error \($0)") }
        )
        store.finish(with: nil)
        store.finish(with: CheckError(name: "second call"))
        expect(received, equals: ["completed"], "what the subscriber received")
        subscription.dispose()
    },
]

/// A document store the check finishes by hand; it records the texts it was asked to save.
private final class FakeDocumentStore: DocumentStore {
    private(set) var saved: [String] = []
    private var completions: [(Error?) -> Void] = []

    func save(_ text: String, completion: @escaping (Error?) -> Void) {
        saved.append(text)
        completions.append(completion)
    }

    /// Calls the completion of save `number` (from 0) alone with `error` (`nil`: saved), if
    /// that save was asked for.
    func finish(save number: Int, with error: Error?) {
        guard completions.indices.contains(number) else { return }
        completions[number](error)
    }

    /// Calls every completion so far with `error` (`nil`: saved).
    func finish(with error: Error?) {
        completions.forEach { $0(error) }
    }
}
