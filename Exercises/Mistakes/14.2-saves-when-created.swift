// Mistake: the save starts when the Completable is made, once, instead of once per subscription.
// Caught by: saves nothing until subscribed, then once per subscription
import ProductionRx

/// An API whose save is an `async` function.
public protocol AsyncDocumentStore: Sendable {
    /// Saves `text`; throws when it cannot, and stops early when its task is cancelled.
    func save(_ text: String) async throws
}

/// Saves `text` in `store` once per subscription: completes when it is saved, fails with the
/// error, and cancels the save when disposed first.
public func saveCompletable(_ text: String, in store: AsyncDocumentStore) -> Completable {
    let saving = Task { try await store.save(text) }
    return Single<Void>.create { try await saving.value }.asCompletable()
}
