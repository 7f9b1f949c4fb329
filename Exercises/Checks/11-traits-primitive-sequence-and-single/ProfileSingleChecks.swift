import ExerciseCheckSupport
import ExerciseKit
// The checks of exercise 11.1, profile (chapter 11): a lazy fetch per subscription, its failure
// passed on, cancelled on dispose.
import ProductionRx

/// What the learner's answer must do, one behaviour per check, in the order the report lists them.
/// This file is compiled into the same module as the learner's file (Package.swift).
public let exerciseChecks: [Check] = [
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
    Check("asks the client for the id it was given") {
        let client = FakeProfileClient()
        let subscriptions = [42, 7].map { client.profile(id: $0).subscribe { _ in } }
        expect(client.requests, equals: [42, 7], "requests made by subscriptions to profile(id: 42) and profile(id: 7)")
        subscriptions.forEach { $0.dispose() }
    },
    Check("succeeds with the name the client answers") {
        let client = FakeProfileClient()
        nonisolated(unsafe) var received: [String] = []
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
        nonisolated(unsafe) var received: [String] = []
        let subscription = client.profile(id: 7).subscribe(
            onSuccess: { received.append("success \($0)") },
            onFailure: { received.append("failure \($0)") }
        )
        client.answer(.failure(CheckError(name: "no user 7")))
        expect(received, equals: ["failure no user 7"], "what the subscriber received")
        subscription.dispose()
    },
    Check("disposing one subscription cancels its own request, not another's") {
        let client = FakeProfileClient()
        nonisolated(unsafe) var received: [String] = []
        let profile = client.profile(id: 1)
        let first = profile.subscribe(onSuccess: { received.append("first: success \($0)") }, onFailure: { received.append("first: failure \($0)") })
        let second = profile.subscribe(onSuccess: { received.append("second: success \($0)") }, onFailure: { received.append("second: failure \($0)") })
        first.dispose()
        expect(client.cancelled, equals: [0], "the requests cancelled (counted from 0) after disposing the first of two subscriptions")
        client.answer(.success("Ada"))
        expect(received, equals: ["second: success Ada"], "what the two subscribers received once the client answered")
        second.dispose()
    },
    Check("every subscription gets the answer to its own request, and cancels its own, whatever became of the others") {
        let client = FakeProfileClient()
        nonisolated(unsafe) var received: [String] = []
        let profile = client.profile(id: 1)
        let first = profile.subscribe(onSuccess: { received.append("first: success \($0)") }, onFailure: { received.append("first: failure \($0)") })
        let second = profile.subscribe(onSuccess: { received.append("second: success \($0)") }, onFailure: { received.append("second: failure \($0)") })
        client.answer(request: 1, with: .success("Grace"))
        client.answer(request: 0, with: .success("Ada"))
        expect(
            received, equals: ["second: success Grace", "first: success Ada"],
            "what two subscribers received when the second's request was answered Grace, then the first's Ada")
        first.dispose()
        second.dispose()
        let third = profile.subscribe(onSuccess: { received.append("third: success \($0)") }, onFailure: { received.append("third: failure \($0)") })
        third.dispose()
        expect(
            client.cancelled.contains(2),
            "disposing a third subscription, made after the first two were answered, before its answer cancels its request (request 2)")
    },
    Check("disposing before the answer cancels the request and drops a late answer") {
        let client = FakeProfileClient()
        nonisolated(unsafe) var received: [String] = []
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

/// A profile client the check answers by hand; it records the ids asked for and the
/// cancellations.
private final class FakeProfileClient: ProfileClient {
    private(set) var requests: [Int] = []
    /// The requests whose token was cancelled, by number (from 0), in the order of the calls.
    private(set) var cancelled: [Int] = []
    private var pending: [(number: Int, completion: (Result<String, Error>) -> Void)] = []

    var cancellations: Int { cancelled.count }

    func fetch(id: Int, completion: @escaping (Result<String, Error>) -> Void) -> FetchToken {
        let number = requests.count
        requests.append(id)
        pending.append((number, completion))
        return CountingToken { self.cancelled.append(number) }
    }

    /// Answers request `number` (from 0) alone, if it is still waiting.
    func answer(request number: Int, with result: Result<String, Error>) {
        guard let index = pending.firstIndex(where: { $0.number == number }) else { return }
        pending.remove(at: index).completion(result)
    }

    /// Answers every request made so far, even a cancelled one, as a careless client would:
    /// the Single must drop an answer that comes after its subscription ended.
    func answer(_ result: Result<String, Error>) {
        let waiting = pending
        pending = []
        waiting.forEach { $0.completion(result) }
    }
}

/// A token that counts its cancellations.
private struct CountingToken: FetchToken {
    let onCancel: () -> Void

    func cancel() {
        onCancel()
    }
}
