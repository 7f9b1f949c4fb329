// A slot whose disposable can be replaced; the old one is disposed. Chapter 6.

/// Holds one disposable at a time. Setting a new one disposes the previous one; once the
/// serial disposable is disposed, every newly set disposable is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var current: Disposable?
    private var disposed = false

    /// `true` once disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Creates an empty slot.
    public override init() {
        super.init()
    }

    // snippet:begin serial-disposable
    /// The current disposable. Setting it disposes the previous one (or the new one, if the
    /// serial disposable is already disposed).
    public var disposable: Disposable {
        get {
            lock.performLocked { current ?? Disposables.create() }
        }
        set(newDisposable) {
            let disposable: Disposable? = lock.performLocked {
                if disposed {
                    return newDisposable
                }
                let toDispose = current
                current = newDisposable
                return toDispose
            }
            disposable?.dispose()
        }
    }

    /// Disposes the current disposable and every one set later.
    public func dispose() {
        let disposable: Disposable? = lock.performLocked {
            if disposed {
                return nil
            }
            disposed = true
            let current = self.current
            self.current = nil
            return current
        }
        disposable?.dispose()
    }
    // snippet:end serial-disposable
}
