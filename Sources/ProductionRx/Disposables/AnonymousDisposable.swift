// The disposable that runs a closure once: `Disposables.create(with:)`. Chapter 6.

/// Runs its action the first time it is disposed, and never again, even when two threads
/// dispose it at once: the atomic flag lets exactly one of them through.
private final class AnonymousDisposable: DisposeBase, Cancelable {
    typealias DisposeAction = () -> Void

    private let disposed = AtomicInt(0)
    private var disposeAction: DisposeAction?

    var isDisposed: Bool {
        isFlagSet(disposed, 1)
    }

    init(_ disposeAction: @escaping DisposeAction) {
        self.disposeAction = disposeAction
        super.init()
    }

    // snippet:begin anonymous-disposable-dispose
    func dispose() {
        if fetchOr(disposed, 1) == 0 {
            if let action = disposeAction {
                disposeAction = nil
                action()
            }
        }
    }
    // snippet:end anonymous-disposable-dispose
}

extension Disposables {
    /// A disposable that runs `dispose` the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}
