// How a subject's subscriber leaves: a key into the subject's bag of observers, removed
// under the subject's lock. Chapter 9 (Subjects and sharing).

/// An object that keeps observers under keys and removes one, under its own lock, when
/// asked to.
protocol SynchronizedUnsubscribeType: AnyObject {
    /// The key an observer was stored under.
    associatedtype DisposeKey

    /// Removes the observer stored under `disposeKey`, taking the owner's lock.
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// The subscription a subject returns: disposing it removes the observer from the subject.
///
/// The owner is held weakly, so a subscription never keeps its subject alive; disposing it
/// after the subject is gone does nothing.
struct SubscriptionDisposable<T: SynchronizedUnsubscribeType>: Disposable {
    private let key: T.DisposeKey
    private weak var owner: T?

    init(owner: T, key: T.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
