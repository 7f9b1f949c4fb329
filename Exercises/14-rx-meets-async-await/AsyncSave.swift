// Exercise 14.2 — an `async` save offered as a Completable that cancels what it started.
// Check it with `swift run exercises 14.2`.
//
// `AsyncDocumentStore.save(_:)` is an `async throws` function: it returns when the text is
// saved and throws when it is not, and it stops early when its task is cancelled. Write
// `saveCompletable(_:in:)`, which offers it to Rx code as a Completable:
//
// - nothing is saved until someone subscribes, and every subscription saves once;
// - the Completable completes when the save returns and fails with what it throws;
// - disposing the subscription before the save ends cancels the save's task.
//
//     saveCompletable("draft", in: store), saved       ^----|
//     saveCompletable("draft", in: store), disk full   ^----#      # = disk full
//     disposed early                                   ^--!        the save is cancelled
//
// Chapter 14 shows two ways to run an async function in Rx: `Single.create(work:)`, or a
// `Task` started by hand in `Completable.create`.
//
// Read: Chapters/14-rx-meets-async-await/README.md#from-async-to-rx-asobservable-and-singlecreate
import ProductionRx

/// An API whose save is an `async` function.
public protocol AsyncDocumentStore: Sendable {
    /// Saves `text`; throws when it cannot, and stops early when its task is cancelled.
    func save(_ text: String) async throws
}

/// Saves `text` in `store` once per subscription: completes when it is saved, fails with the
/// error, and cancels the save when disposed first.
public func saveCompletable(_ text: String, in store: AsyncDocumentStore) -> Completable {
    // Replace this line: for now nothing is saved and the Completable completes at once.
    Completable.empty()
}
