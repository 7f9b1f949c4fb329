// Reference solution for exercise 12.1 — a save callback as a Completable. Try the exercise
// first.
import ProductionRx

/// A callback API: `save` calls `completion` once, with `nil` on success or the error.
public protocol DocumentStore {
    /// Saves `text`; `completion` receives `nil` when it is saved, or the error.
    func save(_ text: String, completion: @escaping (Error?) -> Void)
}

extension DocumentStore {
    /// Saves `text` once per subscription: completes when it is saved, fails with the error.
    public func save(_ text: String) -> Completable {
        nonisolated(unsafe) let store: DocumentStore = self
        return Completable.create { observer in
            // A second call of the completion is dropped by `create`: after the first
            // terminal event its observer forwards nothing.
            store.save(text) { error in
                if let error {
                    observer(.error(error))
                } else {
                    observer(.completed)
                }
            }
            // The store offers no way to cancel a save.
            return Disposables.create()
        }
    }
}
