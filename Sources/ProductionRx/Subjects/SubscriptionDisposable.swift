// How a subject's subscriber leaves: a key into the subject's bag of observers, removed
// under the subject's lock. Chapter 9 (Subjects and sharing).

/// An object that keeps its observers in a `Bag` and removes one, taking its own lock, when
/// that observer's subscription is disposed.
protocol SynchronizedUnsubscribeType: AnyObject {
    /// Removes the observer stored under `disposeKey`, taking the owner's lock.
    func synchronizedUnsubscribe(_ disposeKey: BagKey)
}

/// The subscription a subject returns: disposing it removes the observer from the subject.
struct SubscriptionDisposable: Disposable {
    /// Held weakly, so that a subscription never keeps its subject alive; once the subject
    /// is gone, disposing does nothing.
    weak var owner: (any SynchronizedUnsubscribeType)?
    /// Where the owner keeps the observer.
    let key: BagKey

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
