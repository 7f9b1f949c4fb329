// The bag that disposes everything put in it when it is freed. Chapter 6.

// snippet:begin disposed-by
extension Disposable {
    /// Adds `self` to `bag`, to be disposed when the bag is freed.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
// snippet:end disposed-by

/// Collects disposables and disposes them all when the bag is freed (`deinit`).
///
/// Thread-safe: any thread may insert. Something inserted after the bag started disposing is
/// disposed at once.
public final class DisposeBag: DisposeBase {
    private let lock = SpinLock()
    private var disposables = [Disposable]()
    private var isDisposed = false

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    // snippet:begin dispose-bag-insert
    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        _insert(disposable)?.dispose()
    }

    private func _insert(_ disposable: Disposable) -> Disposable? {
        // snippet:begin workbook-dispose-bag-insert
        lock.performLocked {
            if isDisposed {
                return disposable
            }
            disposables.append(disposable)
            return nil
        }
        // snippet:end workbook-dispose-bag-insert
    }
    // snippet:end dispose-bag-insert

    // snippet:begin dispose-bag-deinit
    // Disposes outside the lock, so that a disposable may touch the bag without deadlocking.
    private func dispose() {
        let oldDisposables = _dispose()
        for disposable in oldDisposables {
            disposable.dispose()
        }
    }

    private func _dispose() -> [Disposable] {
        // snippet:begin workbook-dispose-bag-dispose
        lock.performLocked {
            let disposables = self.disposables
            self.disposables.removeAll(keepingCapacity: false)
            isDisposed = true
            return disposables
        }
        // snippet:end workbook-dispose-bag-dispose
    }

    deinit {
        dispose()
    }
    // snippet:end dispose-bag-deinit
}

extension DisposeBag {
    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables += disposables
    }

    /// Creates a bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables += disposables
    }

    /// Adds the given disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder lists.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds the given disposables; if the bag is already disposed, disposes them at once.
    public func insert(_ disposables: [Disposable]) {
        let toDispose: [Disposable] = lock.performLocked {
            if isDisposed {
                return disposables
            }
            self.disposables += disposables
            return []
        }
        for disposable in toDispose {
            disposable.dispose()
        }
    }

    /// Lists disposables one per line inside `DisposeBag { … }` or `insert { … }`.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the listed disposables.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
