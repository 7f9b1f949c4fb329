// Mistake: passes a success on and drops a failure, so a failed fetch leaves the Single waiting for ever.
// Caught by: fails with the client's error
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
        Single.create { observer in
            let token = self.fetch(id: id) { result in
                if case .success(let name) = result {
                    observer(.success(name))
                }
            }
            // Runs when the subscription ends: after the answer (cancelling a finished request
            // does nothing, as with URLSessionTask) or before it, which withdraws the request.
            return Disposables.create {
                token.cancel()
            }
        }
    }
}
