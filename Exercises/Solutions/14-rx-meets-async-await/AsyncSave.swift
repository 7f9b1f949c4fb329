// Exercise 14.2, solution — an `async` save as a Completable: `Single.create(work:)` runs the
// save in a task per subscription and cancels it on disposal; `asCompletable()` drops the
// `Void` element.
import ProductionRx

/// An API whose save is an `async` function.
public protocol AsyncDocumentStore: Sendable {
    /// Saves `text`; throws when it cannot, and stops early when its task is cancelled.
    func save(_ text: String) async throws
}

/// Saves `text` in `store` once per subscription: completes when it is saved, fails with the
/// error, and cancels the save when disposed first.
public func saveCompletable(_ text: String, in store: AsyncDocumentStore) -> Completable {
    Single<Void>.create { try await store.save(text) }.asCompletable()
}
