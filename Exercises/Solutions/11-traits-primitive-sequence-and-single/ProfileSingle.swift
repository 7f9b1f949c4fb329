// Reference solution for exercise 11.1 — wrap a callback API in a Single. Try the exercise
// first.
import ProductionRx

/// A callback API: `fetch` calls `completion` once, later, unless the token was cancelled.
public protocol ProfileClient {
    /// Starts fetching the name of user `id`; the returned token cancels the request.
    func fetch(id: Int, completion: @escaping (Result<String, Error>) -> Void) -> FetchToken
}

/// Cancels the request it was returned for.
public protocol FetchToken {
    /// Cancels the request: its completion will not be called.
    func cancel()
}

extension ProfileClient {
    /// The name of user `id`, fetched once per subscription; disposing first cancels the fetch.
    public func profile(id: Int) -> Single<String> {
        nonisolated(unsafe) let client: ProfileClient = self
        return Single.create { observer in
            // The closure runs once per subscription, so each subscriber gets its own request.
            // `SingleEvent` is `Result`, so the client's answer passes straight through.
            nonisolated(unsafe) let token = client.fetch(id: id) { result in
                observer(result)
            }
            // Runs when the subscription ends: after the answer (cancelling a finished request
            // does nothing, as with URLSessionTask) or before it, which withdraws the request.
            return Disposables.create {
                token.cancel()
            }
        }
    }
}
