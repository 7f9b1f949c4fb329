// Mistake: drops the token fetch returns, so disposing before the answer leaves the request running.
// Caught by: disposing before the answer cancels the request and drops a late answer
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
            _ = self.fetch(id: id) { result in
                observer(result)
            }
            return Disposables.create()
        }
    }
}
