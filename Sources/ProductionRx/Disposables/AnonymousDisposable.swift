// The disposable that runs a closure once: `Disposables.create(with:)`. Chapter 6.

/// Runs its action the first time it is disposed, and never again, even when two threads
/// dispose it at once: the atomic flag lets exactly one of them through.
private final class AnonymousDisposable: DisposeBase, Cancelable {
    private let ran = AtomicInt(0)
    // Taken out by the one `dispose()` that sets `ran`, so that the closure, and whatever it
    // captured, is freed as soon as it has run.
    private var action: (() -> Void)?

    var isDisposed: Bool {
        isFlagSet(ran, 1)
    }

    init(_ action: @escaping () -> Void) {
        self.action = action
        super.init()
    }

    // snippet:begin anonymous-disposable-dispose
    func dispose() {
        guard fetchOr(ran, 1) == 0, let action = action.take() else {
            return
        }
        action()
    }
    // snippet:end anonymous-disposable-dispose
}

extension Disposables {
    /// A disposable that runs `dispose` the first time it is disposed.
    @preconcurrency public static func create(with dispose: @escaping @Sendable () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// The same, for the library's own closures, which may capture what only the Rx grammar
    /// keeps safe (one event at a time): not `@Sendable`.
    @usableFromInline
    package static func running(_ dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}
