// Exercises for chapter 11, "Traits I: PrimitiveSequence and Single": a callback API wrapped
// in a Single, and two Singles run at once and answered as a pair.
import Exercises
import ProductionRx

let chapter11: [Exercise] = [
    Exercise(
        id: "11.1", name: "profile",
        title: "Wrap a callback API in a Single",
        starter: "Exercises/11-traits-primitive-sequence-and-single/ProfileSingle.swift",
        reread: "Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result",
        hint:
            "Single.create { observer in let token = self.fetch(id: id) { result in observer(result) }; return Disposables.create { token.cancel() } }. SingleEvent is Result, so the answer passes straight through.",
        checks: [
            Check("fetches nothing until subscribed, then once per subscription") {
                let client = FakeProfileClient()
                let profile = client.profile(id: 1)
                expect(client.requests, equals: [], "requests made before anyone subscribed")
                let first = profile.subscribe { _ in }
                let second = profile.subscribe { _ in }
                expect(client.requests, equals: [1, 1], "requests made by two subscriptions")
                first.dispose()
                second.dispose()
            },
            Check("succeeds with the name the client answers") {
                let client = FakeProfileClient()
                var received: [String] = []
                let subscription = client.profile(id: 1).subscribe(
                    onSuccess: { received.append("success \($0)") },
                    onFailure: { received.append("failure \($0)") }
                )
                client.answer(.success("Ada"))
                expect(received, equals: ["success Ada"], "what the subscriber received")
                subscription.dispose()
            },
            Check("fails with the client's error") {
                let client = FakeProfileClient()
                var received: [String] = []
                let subscription = client.profile(id: 7).subscribe(
                    onSuccess: { received.append("success \($0)") },
                    onFailure: { received.append("failure \($0)") }
                )
                client.answer(.failure(CheckError(name: "no user 7")))
                expect(received, equals: ["failure no user 7"], "what the subscriber received")
                subscription.dispose()
            },
            Check("disposing before the answer cancels the request and drops a late answer") {
                let client = FakeProfileClient()
                var received: [String] = []
                let subscription = client.profile(id: 1).subscribe(
                    onSuccess: { received.append("success \($0)") },
                    onFailure: { received.append("failure \($0)") }
                )
                expect(client.requests, equals: [1], "requests made by the subscription")
                subscription.dispose()
                expect(client.cancellations, equals: 1, "requests cancelled by disposing")
                client.answer(.success("Ada"))
                expect(received, equals: [], "what the subscriber received after disposing")
            },
        ]
    ),
    Exercise(
        id: "11.2", name: "paired",
        title: "Run two Singles at once and answer with both",
        starter: "Exercises/11-traits-primitive-sequence-and-single/PairedWith.swift",
        reread: "Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result",
        hint:
            "Inside Single.create, subscribe to both with subscribe { result in … } and keep each subscription in a SingleAssignmentDisposable. Store each element in a small class; when both are there, call observer(.success((a, b))). On the first failure, dispose the other subscription and call observer(.failure(error)).",
        checks: [
            Check("subscribes to both Singles as soon as it is subscribed") {
                let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
                let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
                expect([user.subscriptions, settings.subscriptions], equals: [1, 1], "subscriptions to user and settings")
                subscription.dispose()
            },
            Check("succeeds with both elements once both have succeeded, in either order") {
                for firstToAnswer in ["user", "settings"] {
                    let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
                    var received: [String] = []
                    let subscription = user.single.pairedWith(settings.single).subscribe(
                        onSuccess: { received.append("success \($0.0) \($0.1)") },
                        onFailure: { received.append("failure \($0)") }
                    )
                    if firstToAnswer == "user" { user.succeed("Ada") } else { settings.succeed("dark") }
                    expect(received, equals: [], "received after only \(firstToAnswer) answered")
                    if firstToAnswer == "user" { settings.succeed("dark") } else { user.succeed("Ada") }
                    expect(received, equals: ["success Ada dark"], "received after both answered, \(firstToAnswer) first")
                    subscription.dispose()
                }
            },
            Check("fails with the first error and disposes the other Single") {
                let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
                var received: [String] = []
                let subscription = user.single.pairedWith(settings.single).subscribe(
                    onSuccess: { received.append("success \($0.0) \($0.1)") },
                    onFailure: { received.append("failure \($0)") }
                )
                user.fail(CheckError(name: "offline"))
                expect(received, equals: ["failure offline"], "what the subscriber received")
                expect(settings.disposals, equals: 1, "disposals of the settings Single")
                settings.fail(CheckError(name: "late"))
                expect(received, equals: ["failure offline"], "received after the other failed too")
                subscription.dispose()
            },
            Check("disposing the pair disposes both Singles") {
                let user = HandDrivenSingle<String>(), settings = HandDrivenSingle<String>()
                let subscription = user.single.pairedWith(settings.single).subscribe { _ in }
                subscription.dispose()
                expect([user.disposals, settings.disposals], equals: [1, 1], "disposals of user and settings")
            },
            Check("pairs Singles that answer during subscribe") {
                var received: [String] = []
                Single.just(1).pairedWith(Single.just("one")).subscribe(
                    onSuccess: { received.append("success \($0.0) \($0.1)") },
                    onFailure: { received.append("failure \($0)") }
                ).dispose()
                expect(received, equals: ["success 1 one"], "what just(1) paired with just(\"one\") sent")
            },
        ]
    ),
]

/// A profile client the check answers by hand; it records the ids asked for and the
/// cancellations.
private final class FakeProfileClient: ProfileClient {
    private(set) var requests: [Int] = []
    private(set) var cancellations = 0
    private var pending: [(Result<String, Error>) -> Void] = []

    func fetch(id: Int, completion: @escaping (Result<String, Error>) -> Void) -> FetchToken {
        requests.append(id)
        pending.append(completion)
        return CountingToken { self.cancellations += 1 }
    }

    /// Answers every request made so far, as a real client would, even a cancelled one: the
    /// Single must drop an answer that comes after its subscription ended.
    func answer(_ result: Result<String, Error>) {
        let waiting = pending
        pending = []
        waiting.forEach { $0(result) }
    }
}

/// A token that counts its cancellations.
private struct CountingToken: FetchToken {
    let onCancel: () -> Void

    func cancel() {
        onCancel()
    }
}

/// A Single the check answers by hand, counting subscriptions and disposals.
private final class HandDrivenSingle<Element> {
    private var observer: ((SingleEvent<Element>) -> Void)?
    private(set) var subscriptions = 0
    private(set) var disposals = 0

    /// The Single to hand to the code under test.
    var single: Single<Element> {
        Single.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Succeeds with `element`.
    func succeed(_ element: Element) {
        observer?(.success(element))
    }

    /// Fails with `error`.
    func fail(_ error: Error) {
        observer?(.failure(error))
    }
}
