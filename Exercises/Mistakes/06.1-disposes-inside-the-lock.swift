// Mistake: disposes while holding the lock, so a disposable whose dispose() calls set waits for a lock its own thread holds: a deadlock.
// Caught by: lets a disposable's dispose() call set without deadlocking
import Foundation
import ProductionRx

/// Holds one disposable per key; setting a key's disposable disposes the one it replaces.
public final class KeyedSerialDisposable: Cancelable {
    // `lock` guards `disposables` and `disposed`.
    private let lock = NSLock()
    private var disposables: [String: Disposable] = [:]
    private var disposed = false

    /// Creates an empty, undisposed object.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return disposed
    }

    /// Stores `disposable` under `key`, disposing the one it replaces (or `disposable`
    /// itself, if this object is already disposed).
    public func set(_ disposable: Disposable, forKey key: String) {
        lock.lock()
        defer { lock.unlock() }
        let toDispose = disposed ? disposable : disposables.updateValue(disposable, forKey: key)
        toDispose?.dispose()
    }

    /// Disposes every stored disposable, the first time only.
    public func dispose() {
        lock.lock()
        defer { lock.unlock() }
        let toDispose = disposed ? [] : Array(disposables.values)
        disposed = true
        disposables = [:]
        for disposable in toDispose {
            disposable.dispose()
        }
    }
}
