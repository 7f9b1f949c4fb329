// A disposable that waits for every retained handle before disposing what it guards. Chapter 6.

/// Disposes the underlying disposable only when it was disposed itself and every handle
/// returned by `retain()` was disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = SpinLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposable == nil }
    }

    /// Guards `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
        super.init()
    }

    // snippet:begin ref-count-retain
    /// Returns a handle that keeps the underlying disposable alive until disposed. After the
    /// underlying disposable was disposed, returns a disposable that does nothing.
    public func retain() -> Disposable {
        lock.performLocked {
            if disposable != nil {
                count += 1
                return RefCountInnerDisposable(self)
            } else {
                return Disposables.create()
            }
        }
    }
    // snippet:end ref-count-retain

    /// Disposes the underlying disposable now if no handle is out, otherwise when the last
    /// handle is disposed.
    public func dispose() {
        let oldDisposable: Disposable? = lock.performLocked {
            if let oldDisposable = disposable, !primaryDisposed {
                primaryDisposed = true
                if count == 0 {
                    disposable = nil
                    return oldDisposable
                }
            }
            return nil
        }
        oldDisposable?.dispose()
    }

    fileprivate func release() {
        let oldDisposable: Disposable? = lock.performLocked {
            if let oldDisposable = disposable {
                count -= 1
                guard count >= 0 else {
                    rxFatalError("RefCountDisposable: more handles released than retained. Chapter 6.")
                }
                if primaryDisposed && count == 0 {
                    disposable = nil
                    return oldDisposable
                }
            }
            return nil
        }
        oldDisposable?.dispose()
    }
}

/// The handle `retain()` returns; disposing it releases one reference, once.
private final class RefCountInnerDisposable: DisposeBase, Disposable {
    private let parent: RefCountDisposable
    private let isDisposed = AtomicInt(0)

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        super.init()
    }

    func dispose() {
        if fetchOr(isDisposed, 1) == 0 {
            parent.release()
        }
    }
}
