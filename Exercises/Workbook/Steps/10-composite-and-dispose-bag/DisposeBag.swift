// Workbook step 10, CompositeDisposable and DisposeBag: your copy of Sources/ProductionRx/Disposables/DisposeBag.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 10`.

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
    // What the bag will dispose, in the order it came; `nil` once the bag has emptied itself,
    // so that a late insert knows to dispose at once. Read and written with `lock` held.
    private var held: [Disposable]? = []

    /// Creates an empty bag.
    public override init() {
        super.init()
    }

    // snippet:begin dispose-bag-insert
    /// Adds `disposable`; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        // snippet:begin workbook-dispose-bag-insert
        // Step 10: under `lock`, append `disposable` to `held`. If the bag has
        // already emptied itself (`held` is nil), dispose it at once, outside the lock.
        // snippet:end workbook-dispose-bag-insert
    }
    // snippet:end dispose-bag-insert

    // snippet:begin dispose-bag-deinit
    deinit {
        // snippet:begin workbook-dispose-bag-dispose
        // Step 10: under `lock`, take the list out of `held`, leaving nil; then,
        // outside the lock, dispose what you took, in order.
        // snippet:end workbook-dispose-bag-dispose
    }
    // snippet:end dispose-bag-deinit
}

extension DisposeBag {
    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables the builder lists.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding the given disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
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
        let appended: Void? = lock.performLocked {
            held?.append(contentsOf: disposables)
        }
        if appended == nil {
            disposables.forEach { $0.dispose() }
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
