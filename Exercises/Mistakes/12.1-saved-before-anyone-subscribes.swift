// Mistake: saves when save(_:) is called and keeps the outcome in a subject: a save before anyone subscribes, and one for all subscribers.
// Caught by: saves nothing until subscribed, then once per subscription
import ProductionRx

/// A callback API: `save` calls `completion` once, with `nil` on success or the error.
public protocol DocumentStore {
    /// Saves `text`; `completion` receives `nil` when it is saved, or the error.
    func save(_ text: String, completion: @escaping (Error?) -> Void)
}

extension DocumentStore {
    /// Saves `text` once per subscription: completes when it is saved, fails with the error.
    public func save(_ text: String) -> Completable {
        let outcome = ReplaySubject<Never>.create(bufferSize: 1)
        save(text) { error in
            if let error {
                outcome.onError(error)
            } else {
                outcome.onCompleted()
            }
        }
        return outcome.asCompletable()
    }
}
