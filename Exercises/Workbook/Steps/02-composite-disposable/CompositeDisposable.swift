// Workbook step 2, CompositeDisposable: your copy of Sources/NaiveRx/CompositeDisposable.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 2`.

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
    /// Returns whether it was kept.
    ///
    /// The article spells this `add(disposable:)` and returns nothing; RxSwift spells it
    /// `insert(_:)` and returns a key to remove the disposable with (chapter 6).
    @discardableResult
    public func insert(_ disposable: Disposable) -> Bool {
        // snippet:begin workbook-composite-insert
        // Step 2: keep `disposable` in `disposables`, unless this composite is already
        // disposed: then dispose `disposable` at once. Return whether it was kept.
        return false
        // snippet:end workbook-composite-insert
    }

    /// Disposes every disposable it holds, the first time it is called, and lets go of them.
    ///
    /// The article's version kept them and set `isDisposed` only after the loop. Keeping them
    /// leaks every subscription made with `subscribe(onNext:…)`: the composite holds the
    /// sink, the sink holds the observer, the observer's closure holds the composite
    /// (chapter 4). Setting the flag last lets a disposable that disposes its own composite
    /// recurse for ever.
    public func dispose() {
        // snippet:begin workbook-composite-dispose
        // Step 2: the first time only, dispose everything in `disposables` and let go
        // of it. Set `isDisposed` before disposing anything: why?
        // snippet:end workbook-composite-dispose
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
