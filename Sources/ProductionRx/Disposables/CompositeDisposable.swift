// A group of disposables disposed together, with keys to remove one early. Chapter 6.

/// Disposes every disposable it holds when disposed. A disposable inserted after that is
/// disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// The key `insert` returns; `remove(for:)` takes it to dispose and drop one entry.
    public struct DisposeKey {
        fileprivate let key: BagKey

        fileprivate init(key: BagKey) {
            self.key = key
        }
    }

    private let lock = SpinLock()
    // `nil` once disposed. Read and written only with `lock` held, so Swift's run-time
    // exclusivity check is switched off (chapter 15); ThreadSanitizer still checks.
    @exclusivity(unchecked) private var disposables: Bag<Disposable>? = Bag()

    /// `true` once disposed.
    public var isDisposed: Bool {
        lock.performLocked { disposables == nil }
    }

    /// Creates an empty group.
    public override init() {}

    /// Creates a group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
    }

    /// Creates a group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
        _ = disposables!.insert(disposable3)
    }

    /// Creates a group of four or more.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    // snippet:begin composite-insert
    /// Adds `disposable` and returns the key that removes it, or disposes it at once and
    /// returns `nil` if the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        // snippet:begin workbook-composite-insert
        let key: BagKey? = lock.performLocked {
            disposables?.insert(disposable)
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
        // snippet:end workbook-composite-insert
    }
    // snippet:end composite-insert

    /// How many disposables the group holds.
    public var count: Int {
        lock.performLocked { disposables?.count ?? 0 }
    }

    // snippet:begin composite-remove-dispose
    /// Removes the disposable stored under `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        // snippet:begin workbook-composite-remove
        let disposable: Disposable? = lock.performLocked {
            disposables?.removeKey(disposeKey.key)
        }
        disposable?.dispose()
        // snippet:end workbook-composite-remove
    }

    /// Disposes every disposable in the group, once.
    public func dispose() {
        // snippet:begin workbook-composite-dispose
        let taken: Bag<Disposable>? = lock.performLocked {
            let taken = disposables
            disposables = nil
            return taken
        }
        taken?.forEach { $0.dispose() }
        // snippet:end workbook-composite-dispose
    }
    // snippet:end composite-remove-dispose
}

extension Disposables {
    /// A disposable that disposes the three given disposables.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all the given disposables.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// A disposable that disposes all the given disposables.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2:
            Disposables.create(disposables[0], disposables[1])
        default:
            CompositeDisposable(disposables: disposables)
        }
    }
}
