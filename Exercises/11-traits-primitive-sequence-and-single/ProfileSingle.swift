// Exercise 11.1 — wrap a callback API in a Single. Check it with `swift run exercises 11.1`.
//
// Many SDKs answer with a completion handler and hand back a token that cancels the request.
// `ProfileClient` below is such an API. Write `profile(id:)`, which offers it as a `Single`:
//
// - nothing is fetched until someone subscribes, and every subscription fetches once;
// - the client's `.success(name)` becomes the Single's success, `.failure(error)` its failure;
// - disposing the subscription before the answer cancels the request: call `cancel()` on the
//   token `fetch` returned.
//
//     fetch(id: 1) answers later   ^-----(a|)    a = "Ada"
//     disposed before the answer   ^--!          the token's cancel() was called
//
// `Single.create` gives its closure a callback that takes one `Result`; the closure returns
// the `Disposable` that runs when the subscription ends.
//
// Read: Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result
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
        // Replace this line: for now the Single never fetches and never answers.
        Single.never()
    }
}
