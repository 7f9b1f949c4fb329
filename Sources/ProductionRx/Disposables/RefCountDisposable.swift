// A disposable that waits for every retained handle before disposing what it guards. Chapter 6.

/// Disposes the underlying disposable only when it was disposed itself and every handle
/// returned by `retain()` was disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    // All three are read and written with `lock` held. `guarded` is `nil` once disposed.
    private var guarded: Disposable?
    private var ownerDisposed = false
    private var handlesOut = 0

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool {
        lock.performLocked { guarded == nil }
    }

    /// Guards `disposable`.
    public init(disposable: Disposable) {
        guarded = disposable
        super.init()
    }

    // snippet:begin ref-count-retain
    /// Returns a handle that keeps the underlying disposable alive until disposed. After the
    /// underlying disposable was disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        lock.performLocked {
            guard guarded != nil else {
                return Disposables.create()
            }
            handlesOut += 1
            return RefCountInnerDisposable(self)
        }
    }
    // snippet:end ref-count-retain

    /// Disposes the underlying disposable now if no handle is out, otherwise when the last
    /// handle is disposed.
    public func dispose() {
        let free: Disposable? = lock.performLocked {
            ownerDisposed = true
            return takeGuardedIfFree()
        }
        free?.dispose()
    }

    /// Called once by each handle's `dispose()`.
    fileprivate func release() {
        let free: Disposable? = lock.performLocked {
            guard guarded != nil else {
                return nil
            }
            handlesOut -= 1
            guard handlesOut >= 0 else {
                rxFatalError("RefCountDisposable: more handles released than retained. Chapter 6.")
            }
            return takeGuardedIfFree()
        }
        free?.dispose()
    }

    /// With `lock` held: the guarded disposable, taken out to be disposed after the lock is
    /// released, once the owner has disposed and no handle is out; otherwise `nil`.
    private func takeGuardedIfFree() -> Disposable? {
        guard ownerDisposed, handlesOut == 0 else {
            return nil
        }
        return guarded.take()
    }
}

/// The handle `retain()` returns; disposing it releases one reference, once.
private final class RefCountInnerDisposable: DisposeBase, Disposable {
    private let owner: RefCountDisposable
    private let released = AtomicInt(0)

    init(_ owner: RefCountDisposable) {
        self.owner = owner
        super.init()
    }

    func dispose() {
        guard fetchOr(released, 1) == 0 else {
            return
        }
        owner.release()
    }
}
