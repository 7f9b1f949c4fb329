// Exercises for chapter 12, "Traits II: Maybe, Completable, andThen": a save callback as a
// Completable, and one Completable run after another.
import Exercises
import ProductionRx

let chapter12: [Exercise] = [
    Exercise(
        id: "12.1", name: "save",
        title: "A save callback as a Completable",
        starter: "Exercises/12-traits-maybe-completable-and-then/SaveCompletable.swift",
        reread: "Chapters/12-traits-maybe-completable-and-then/README.md#completable-no-element-at-all",
        hint: "Completable.create { observer in self.save(text) { error in observer(error.map { .error($0) } ?? .completed) }; return Disposables.create() }",
        checks: [
            Check("saves nothing until subscribed, then once per subscription") {
                let store = FakeDocumentStore()
                let saving = store.save("draft")
                expect(store.saved, equals: [], "texts saved before anyone subscribed")
                saving.subscribe { _ in }.dispose()
                saving.subscribe { _ in }.dispose()
                expect(store.saved, equals: ["draft", "draft"], "texts saved by two subscriptions")
            },
            Check("completes when the store reports no error") {
                let store = FakeDocumentStore()
                var received: [String] = []
                let subscription = store.save("draft").subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                store.finish(with: nil)
                expect(received, equals: ["completed"], "what the subscriber received")
                subscription.dispose()
            },
            Check("fails with the store's error") {
                let store = FakeDocumentStore()
                var received: [String] = []
                let subscription = store.save("draft").subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                store.finish(with: CheckError(name: "disk full"))
                expect(received, equals: ["error disk full"], "what the subscriber received")
                subscription.dispose()
            },
            Check("reports once when the store calls back twice") {
                let store = FakeDocumentStore()
                var received: [String] = []
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
    ),
    Exercise(
        id: "12.2", name: "followed",
        title: "Run one Completable after another, as andThen does",
        starter: "Exercises/12-traits-maybe-completable-and-then/FollowedBy.swift",
        reread: "Chapters/12-traits-maybe-completable-and-then/README.md#andthen-one-after-the-other",
        hint:
            "In Completable.create: let current = SerialDisposable(); let firstSubscription = SingleAssignmentDisposable(); current.disposable = firstSubscription; then firstSubscription.setDisposable(first.subscribe { event in … }), and on .completed: current.disposable = second.subscribe(observer). Return current.",
        checks: [
            Check("subscribes to the second only when the first completes") {
                let first = HandDrivenCompletable(), second = HandDrivenCompletable()
                var received: [String] = []
                let subscription = first.completable.followed(by: second.completable).subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                expect(second.subscriptions, equals: 0, "subscriptions to the second while the first runs")
                first.complete()
                expect(second.subscriptions, equals: 1, "subscriptions to the second once the first completed")
                expect(received, equals: [], "received while the second runs")
                second.complete()
                expect(received, equals: ["completed"], "received once the second completed")
                subscription.dispose()
            },
            Check("fails with the first's error and never subscribes to the second") {
                let first = HandDrivenCompletable(), second = HandDrivenCompletable()
                var received: [String] = []
                let subscription = first.completable.followed(by: second.completable).subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                first.fail(CheckError(name: "offline"))
                expect(received, equals: ["error offline"], "what the subscriber received")
                expect(second.subscriptions, equals: 0, "subscriptions to the second")
                subscription.dispose()
            },
            Check("never subscribes to the second when disposed before the first completes") {
                let first = HandDrivenCompletable(), second = HandDrivenCompletable()
                let subscription = first.completable.followed(by: second.completable).subscribe { _ in }
                subscription.dispose()
                expect(first.disposals, equals: 1, "disposals of the first")
                first.complete()
                expect(second.subscriptions, equals: 0, "subscriptions to the second")
            },
            Check("forwards the second's error, and disposing while it runs disposes it") {
                let first = HandDrivenCompletable(), second = HandDrivenCompletable()
                var received: [String] = []
                let failing = first.completable.followed(by: second.completable).subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                first.complete()
                second.fail(CheckError(name: "second failed"))
                expect(received, equals: ["error second failed"], "what the subscriber received")
                failing.dispose()

                let third = HandDrivenCompletable(), fourth = HandDrivenCompletable()
                let disposed = third.completable.followed(by: fourth.completable).subscribe { _ in }
                third.complete()
                disposed.dispose()
                expect(fourth.disposals, equals: 1, "disposals of a second that was running when the result was disposed")
            },
            Check("keeps the second running when the first completes during subscribe") {
                let second = HandDrivenCompletable()
                var received: [String] = []
                let subscription = Completable.empty().followed(by: second.completable).subscribe(
                    onCompleted: { received.append("completed") },
                    onError: { received.append("error \($0)") }
                )
                expect(second.subscriptions, equals: 1, "subscriptions to the second")
                expect(second.disposals, equals: 0, "disposals of the second before it ended")
                second.complete()
                expect(received, equals: ["completed"], "what the subscriber received")
                subscription.dispose()
            },
        ]
    ),
]

/// A document store the check finishes by hand; it records the texts it was asked to save.
private final class FakeDocumentStore: DocumentStore {
    private(set) var saved: [String] = []
    private var completions: [(Error?) -> Void] = []

    func save(_ text: String, completion: @escaping (Error?) -> Void) {
        saved.append(text)
        completions.append(completion)
    }

    /// Calls every completion so far with `error` (`nil`: saved).
    func finish(with error: Error?) {
        completions.forEach { $0(error) }
    }
}

/// A Completable the check ends by hand, counting subscriptions and disposals.
private final class HandDrivenCompletable {
    private var observer: ((CompletableEvent) -> Void)?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    /// The Completable to hand to the code under test.
    var completable: Completable {
        Completable.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Completes.
    func complete() {
        observer?(.completed)
    }

    /// Fails with `error`.
    func fail(_ error: Error) {
        observer?(.error(error))
    }
}
