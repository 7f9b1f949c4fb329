// Exercise 12.1 — turn a callback that reports only success or an error into a Completable.
// Check it with `swift run exercises 12.1`.
//
// `DocumentStore.save(_:completion:)` calls its completion once: with `nil` when the text was
// saved, with the error when it was not. That is the shape of a `Completable`. Write
// `save(_:)`, which offers it as one:
//
// - nothing is saved until someone subscribes, and every subscription saves once;
// - `completion(nil)` completes the Completable, `completion(error)` fails it;
// - a store that calls back twice is still reported once.
//
//     save("draft"), stored        ^----|
//     save("draft"), disk full     ^----#      # = disk full
//
// `Completable.create` gives its closure a callback that takes `.completed` or `.error(error)`.
//
// Read: Chapters/12-traits-maybe-completable-and-then/README.md#completable-no-element-at-all
import ProductionRx

/// A callback API: `save` calls `completion` once, with `nil` on success or the error.
public protocol DocumentStore {
    /// Saves `text`; `completion` receives `nil` when it is saved, or the error.
    func save(_ text: String, completion: @escaping (Error?) -> Void)
}

extension DocumentStore {
    /// Saves `text` once per subscription: completes when it is saved, fails with the error.
    public func save(_ text: String) -> Completable {
        // Replace this line: for now nothing is saved and nothing is reported.
        Completable.never()
    }
}
