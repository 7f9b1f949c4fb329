// Mistake: two Bool flags where one atomic value is needed: right on one thread, but when dispose() and set race, both or neither may dispose.
// Caught by: disposes each exactly once when dispose() and set race on two threads, under ThreadSanitizer
import ProductionRx

/// Disposes a sink and a subscription exactly once, whether `dispose()` comes before or
/// after they are set, and from whichever thread.
public final class TwoBitDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: the flags look like they are enough. They are not.
    private var disposed = false
    private var isSet = false
    private var sink: Disposable?
    private var subscription: Disposable?

    /// Creates a disposer with nothing set and not disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        disposed
    }

    /// Hands over what to dispose. If `dispose()` already came, disposes both at once.
    public func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        isSet = true
        if disposed {
            disposeAndRelease()
        }
    }

    /// Disposes the sink and the subscription if they are set, or remembers to once they are.
    public func dispose() {
        if disposed { return }
        disposed = true
        if isSet {
            disposeAndRelease()
        }
    }

    private func disposeAndRelease() {
        sink?.dispose()
        subscription?.dispose()
        sink = nil
        subscription = nil
    }
}
