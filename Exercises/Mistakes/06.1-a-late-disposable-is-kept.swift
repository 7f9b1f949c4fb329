// Mistake: set does not look at whether this object is already disposed, so a disposable set afterwards is kept and never disposed.
// Caught by: disposes a disposable set after dispose() at once
import Foundation
import ProductionRx

/// Holds one disposable per key; setting a key's disposable disposes the one it replaces.
public final class KeyedSerialDisposable: Cancelable {
    // `lock` guards `disposables` and `disposed`; nothing is disposed while holding it.
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
        let toDispose = disposables.updateValue(disposable, forKey: key)
        lock.unlock()
        // Outside the lock: the disposable may call back into this object.
        toDispose?.dispose()
    }

    /// Disposes every stored disposable, the first time only.
    public func dispose() {
        lock.lock()
        let toDispose = disposed ? [] : Array(disposables.values)
        disposed = true
        disposables = [:]
        lock.unlock()
        for disposable in toDispose {
            disposable.dispose()
        }
    }
}
