// Mistake: no lock at all: right on one thread, but threads that set at once corrupt the dictionary or lose a disposable.
// Caught by: disposes every disposable exactly once when many threads set and dispose at once, under ThreadSanitizer
import Foundation
import ProductionRx

/// Holds one disposable per key; setting a key's disposable disposes the one it replaces.
public final class KeyedSerialDisposable: Cancelable {
    private var disposables: [String: Disposable] = [:]
    private var disposed = false

    /// Creates an empty, undisposed object.
    public init() {}

    /// `true` once `dispose()` was called.
    public var isDisposed: Bool {
        return disposed
    }

    /// Stores `disposable` under `key`, disposing the one it replaces (or `disposable`
    /// itself, if this object is already disposed).
    public func set(_ disposable: Disposable, forKey key: String) {
        let toDispose = disposed ? disposable : disposables.updateValue(disposable, forKey: key)
        toDispose?.dispose()
    }

    /// Disposes every stored disposable, the first time only.
    public func dispose() {
        let toDispose = disposed ? [] : Array(disposables.values)
        disposed = true
        disposables = [:]
        for disposable in toDispose {
            disposable.dispose()
        }
    }
}
