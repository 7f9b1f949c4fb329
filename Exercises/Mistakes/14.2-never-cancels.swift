// Mistake: disposing the subscription leaves the save's task running to its end.
// Caught by: disposing before the save ends cancels it, and nothing is reported
import ProductionRx

/// An API whose save is an `async` function.
public protocol AsyncDocumentStore: Sendable {
    /// Saves `text`; throws when it cannot, and stops early when its task is cancelled.
    func save(_ text: String) async throws
}

/// Saves `text` in `store` once per subscription: completes when it is saved, fails with the
/// error, and cancels the save when disposed first.
public func saveCompletable(_ text: String, in store: AsyncDocumentStore) -> Completable {
    let saving = Single<Void>.create { try await store.save(text) }
    return Completable.create { observer in
        _ = saving.subscribe { result in
            switch result {
            case .success: observer(.completed)
            case .failure(let error): observer(.error(error))
            }
        }
        return Disposables.create()
    }
}
