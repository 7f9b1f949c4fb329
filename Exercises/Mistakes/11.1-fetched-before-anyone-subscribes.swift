// Mistake: fetches when profile(id:) is called and keeps the answer in a subject: a request before anyone subscribes, and one for all subscribers.
// Caught by: fetches nothing until subscribed, then once per subscription
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
        let answer = ReplaySubject<String>.create(bufferSize: 1)
        let token = fetch(id: id) { result in
            switch result {
            case .success(let name):
                answer.onNext(name)
                answer.onCompleted()
            case .failure(let error):
                answer.onError(error)
            }
        }
        return answer.do(onDispose: { token.cancel() }).asSingle()
    }
}
