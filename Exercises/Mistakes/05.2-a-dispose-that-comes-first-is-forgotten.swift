// Mistake: a dispose() that comes before the sink and subscription are set is forgotten, so they are never disposed.
// Caught by: when dispose() comes first, disposes both the moment they are set
import ProductionRx
import Synchronization

/// Disposes a sink and a subscription exactly once, whether `dispose()` comes before or
/// after they are set, and from whichever thread.
public final class TwoBitDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = Mutex(())
    private var disposed = false
    private var sink: Disposable?
    private var subscription: Disposable?

    /// Creates a disposer with nothing set and not disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { _ in disposed }
    }

    /// Hands over what to dispose. If `dispose()` already came, disposes both at once.
    public func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        lock.withLock { _ in
            self.sink = sink
            self.subscription = subscription
        }
    }

    /// Disposes the sink and the subscription if they are set, or remembers to once they are.
    public func dispose() {
        let (sink, subscription) = lock.withLock { _ in
            if disposed { return (Disposable?.none, Disposable?.none) }
            disposed = true
            defer {
                self.sink = nil
                self.subscription = nil
            }
            return (self.sink, self.subscription)
        }
        sink?.dispose()
        subscription?.dispose()
    }
}
