// Mistake: remembers a dispose() that comes first, but does not stop a second dispose() from disposing again.
// Caught by: disposes the sink and the subscription once, however often dispose() is called
import ProductionRx
import Synchronization

/// Disposes a sink and a subscription exactly once, whether `dispose()` comes before or
/// after they are set, and from whichever thread.
public final class TwoBitDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: `sink` and `subscription` are written once, before the `set` bit is
    // published by the atomic `state`.
    private static let disposed = 1
    private static let sinkAndSubscriptionSet = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    /// Creates a disposer with nothing set and not disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        state.load(ordering: .sequentiallyConsistent) & Self.disposed != 0
    }

    /// Hands over what to dispose. If `dispose()` already came, disposes both at once.
    public func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSet, ordering: .sequentiallyConsistent).oldValue
        if previous & Self.disposed != 0 {
            sink.dispose()
            subscription.dispose()
        }
    }

    /// Disposes the sink and the subscription if they are set, or remembers to once they are.
    public func dispose() {
        let previous = state.bitwiseOr(Self.disposed, ordering: .sequentiallyConsistent).oldValue
        if previous & Self.sinkAndSubscriptionSet != 0 {
            sink?.dispose()
            subscription?.dispose()
        }
    }
}
