// Exercise 05.2 — SinkDisposer's two-bit state machine. Check it with
// `swift run exercises 05.2`.
//
// `Producer.subscribe` makes its disposer before the sink exists, and the sink may dispose
// it while `run` is still on the stack, before the sink and subscription have been set.
// Write a disposer that copes, as SinkDisposer does:
// - `dispose()` after `setSinkAndSubscription`: dispose both, once, however often
//   `dispose()` is called, the sink first (so it forwards nothing while the subscription to
//   its source is being disposed);
// - `dispose()` before: remember it, and dispose both the moment they are set;
// - either way, let go of both once they are disposed (so the sink can be freed);
// - the sink's own `dispose()` calls `dispose()` on this disposer again, as a real Sink
//   does with its `cancel`: that call must neither wait for ever nor dispose twice;
// - correct when `dispose()` and `setSinkAndSubscription` race on two threads.
// The version below is the naive one: it disposes whatever it has, every time.
//
// `Atomic<Int>` (import Synchronization) gives you `bitwiseOr(_:ordering:)`, which sets
// bits in one indivisible step and returns the value from before and the value after it,
// `(oldValue:, newValue:)`.
//
// The checks call your code from two or three threads in every order that their steps on a
// lock or an atomic value (Foundation's `NSLock`, Synchronization's `Mutex` and `Atomic`,
// which the checks watch) can take, and show the order that went wrong, if one does. They
// run under ThreadSanitizer, which reports a variable two threads use with no lock or atomic
// between them.
//
// Read: Chapters/05-the-shape-of-production-rx/README.md#sinkdisposer-two-bits
import ProductionRx
import Synchronization

/// Disposes a sink and a subscription exactly once, whether `dispose()` comes before or
/// after they are set, and from whichever thread.
public final class TwoBitDisposer: Cancelable, @unchecked Sendable {
    // @unchecked: the checks call it from two threads; making that safe is the exercise.
    private var sink: Disposable?
    private var subscription: Disposable?

    /// Creates a disposer with nothing set and not disposed.
    public init() {}

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        false
    }

    /// Hands over what to dispose. If `dispose()` already came, disposes both at once.
    public func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
    }

    /// Disposes the sink and the subscription if they are set, or remembers to once they are.
    public func dispose() {
        sink?.dispose()
        subscription?.dispose()
    }
}
