// The disposable that disposes two others: `Disposables.create(_:_:)`. Chapter 6.

/// Disposes both disposables once, then releases them.
private final class BinaryDisposable: DisposeBase, Cancelable {
    private let disposed = AtomicInt(0)
    // Written by `init`, then only by the one caller of `dispose()` that flips `disposed`: the
    // flag makes every access exclusive, so Swift's run-time check is switched off (chapter 15).
    @exclusivity(unchecked) private var disposable1: Disposable?
    @exclusivity(unchecked) private var disposable2: Disposable?

    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.disposable1 = disposable1
        self.disposable2 = disposable2
        super.init()
    }

    func dispose() {
        if fetchOr(disposed, 1) == 0 {
            disposable1?.dispose()
            disposable2?.dispose()
            disposable1 = nil
            disposable2 = nil
        }
    }
}

extension Disposables {
    /// A disposable that disposes both `disposable1` and `disposable2`.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }
}
