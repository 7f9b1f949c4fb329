// The disposable that disposes two others: `Disposables.create(_:_:)`. Chapter 6.

/// Disposes both disposables once, then releases them.
private final class BinaryDisposable: DisposeBase, Cancelable {
    private let done = AtomicInt(0)
    // Written by `init`, then only by the one caller of `dispose()` that sets `done`: the flag
    // makes every access exclusive, so Swift's run-time check is switched off (chapter 15).
    @exclusivity(unchecked) private var pair: (first: Disposable, second: Disposable)?

    var isDisposed: Bool {
        isFlagSet(done, 1)
    }

    init(_ first: Disposable, _ second: Disposable) {
        pair = (first, second)
        super.init()
    }

    func dispose() {
        guard fetchOr(done, 1) == 0, let (first, second) = pair.take() else {
            return
        }
        first.dispose()
        second.dispose()
    }
}

extension Disposables {
    /// A disposable that disposes both `disposable1` and `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
