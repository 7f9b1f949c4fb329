// A group of disposables disposed together, with keys to remove one early. Chapter 6.

/// Disposes every disposable it holds when disposed. A disposable inserted after that is
/// disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// The key `insert` returns; `remove(for:)` takes it to dispose and drop one entry.
    public struct DisposeKey {
        // The member's key in the group's bag; only this file makes keys.
        fileprivate let key: BagKey
    }

    private let lock = SpinLock()
    // `nil` once disposed. Read and written only with `lock` held, so Swift's run-time
    // exclusivity check is switched off (chapter 15); ThreadSanitizer still checks.
    @exclusivity(unchecked) private var members: Bag<Disposable>? = Bag()

    /// `true` once disposed.
    public var isDisposed: Bool {
        lock.performLocked { members == nil }
    }

    /// Creates an empty group.
    public override init() {}

    /// Creates a group of two.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group of three.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group of four or more.
    public convenience init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of the given disposables. Every other initializer with members comes
    /// here: the group is not shared yet, so no lock is needed to fill it.
    public init(disposables: [Disposable]) {
        var members = Bag<Disposable>()
        for disposable in disposables {
            _ = members.insert(disposable)
        }
        self.members = members
    }

    // snippet:begin composite-insert
    /// Adds `disposable` and returns the key that removes it, or disposes it at once and
    /// returns `nil` if the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        // snippet:begin workbook-composite-insert
        let key: BagKey? = lock.performLocked {
            members?.insert(disposable)
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
        lock.performLocked { members?.count ?? 0 }
    }

    // snippet:begin composite-remove-dispose
    /// Removes the disposable stored under `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        // snippet:begin workbook-composite-remove
        let removed: Disposable? = lock.performLocked {
            members?.removeKey(disposeKey.key)
        }
        removed?.dispose()
        // snippet:end workbook-composite-remove
    }

    /// Disposes every disposable in the group, once.
    public func dispose() {
        // snippet:begin workbook-composite-dispose
        // Taking the bag out leaves `nil`, the disposed state; the second call takes `nil`.
        let taken: Bag<Disposable>? = lock.performLocked {
            members.take()
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
