// A bag of disposables disposed together. Chapter 2.

// snippet:begin composite-disposable
/// A disposable that holds other disposables and disposes them all at once.
///
/// Adding to a composite that is already disposed disposes the newcomer at once;
/// a second `dispose()` does nothing.
public final class CompositeDisposable: Disposable {
    /// Whether `dispose()` has been called.
    public private(set) var isDisposed = false
    private var disposables: [Disposable] = []

    /// Creates an empty composite.
    public init() {
        Resources.incrementTotal()
    }

    /// Adds `disposable`, or disposes it at once if this composite is already disposed.
    ///
    /// The article spells this `add(disposable:)`; RxSwift spells it `insert(_:)`.
    public func insert(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
            return
        }
        disposables.append(disposable)
    }

    /// Disposes every disposable it holds, the first time it is called.
    public func dispose() {
        if isDisposed { return }
        disposables.forEach { $0.dispose() }
        isDisposed = true
    }

    deinit {
        Resources.decrementTotal()
    }
}
// snippet:end composite-disposable

extension CompositeDisposable {
    /// Creates a composite holding the given disposables.
    public convenience init(disposables: [Disposable]) {
        self.init()
        disposables.forEach { insert($0) }
    }

    /// Creates a composite holding two disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// How many disposables it holds.
    public var count: Int {
        disposables.count
    }
}
