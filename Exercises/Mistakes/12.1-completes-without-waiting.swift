// Mistake: completes as soon as the save has started, without waiting for the store to say whether it worked.
// Caught by: completes when the store reports no error, not before
import ProductionRx

/// A callback API: `save` calls `completion` once, with `nil` on success or the error.
public protocol DocumentStore {
    /// Saves `text`; `completion` receives `nil` when it is saved, or the error.
    func save(_ text: String, completion: @escaping (Error?) -> Void)
}

extension DocumentStore {
    /// Saves `text` once per subscription: completes when it is saved, fails with the error.
    public func save(_ text: String) -> Completable {
        Completable.create { observer in
            self.save(text) { error in
                if let error {
                    observer(.error(error))
                }
            }
            observer(.completed)
            // The store offers no way to cancel a save.
            return Disposables.create()
        }
    }
}
