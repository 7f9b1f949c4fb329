// The base class of every operator: it creates a sink per subscription and hands back a
// SinkDisposer that owns it. Chapter 5.

/// An observable that runs one sink per subscription.
///
/// Subclasses implement `run(_:cancel:)`. When no trampoline is running on this thread,
/// `subscribe` opens one (`CurrentThreadScheduler`), so that everything the subscription
/// schedules runs after it, not nested inside it.
///
/// RxSwift keeps it internal. Here it is `open` behind `@_spi(Operators)`: a plain
/// `import ProductionRx` does not see it; the exercises and tests that write operators of
/// their own say `@_spi(Operators) import ProductionRx` (chapter 5, design note).
@_spi(Operators)
open class Producer<Element>: Observable<Element> {
    /// Creates the producer; subclasses add what their `run` needs.
    public override init() {
        super.init()
    }

    // snippet:begin producer-subscribe
    /// Runs the subscription inside the current thread's trampoline (opening one if needed).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // snippet:begin workbook-producer-subscribe
        guard CurrentThreadScheduler.isScheduleRequired else {
            // A trampoline is already running on this thread: start at once.
            return start(observer)
        }
        // None is: open one, start inside it, then drain whatever the start scheduled.
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.start(observer)
        }
        // snippet:end workbook-producer-subscribe
    }

    /// The three steps of every subscription, wherever they run: the disposer first, so that
    /// the subscription exists (and can be disposed) before anything runs; then `run`; then
    /// the hand-over of what `run` made.
    private func start<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // snippet:begin workbook-producer-start
        let disposer = SinkDisposer()
        let (sink, subscription) = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sink, subscription: subscription)
        return disposer
        // snippet:end workbook-producer-start
    }
    // snippet:end producer-subscribe

    // snippet:begin producer-run
    /// Creates the sink for `observer` and starts it. `cancel` is the disposer that will own
    /// the sink; the sink disposes it when the sequence ends.
    open func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        rxAbstractMethod()
    }
    // snippet:end producer-run
}

// snippet:begin sink-disposer
/// Owns a subscription's sink and the subscription to its source, and disposes both exactly
/// once, even when `dispose()` comes before they are set (a sink may end the sequence while
/// `run` is still on the stack) or from another thread.
///
/// Two bits of one atomic integer are the whole state machine: each method sets its own bit,
/// and whichever sets the second of the two does the disposing. `package`, so that this
/// repository's tests can drive it directly.
package final class SinkDisposer: Cancelable {
    /// The bit `dispose()` sets.
    private static let disposeCalled: Int32 = 0b01
    /// The bit `setSinkAndSubscription` sets.
    private static let handedOver: Int32 = 0b10

    private let bits = AtomicInt(0)
    // The bits already make every access exclusive (only `setSinkAndSubscription` writes these
    // before setting its bit; only the call that sets the second bit reads and clears them),
    // so Swift's run-time exclusivity check on each access is switched off: it cost 15% of
    // building a map/filter chain (chapter 15). ThreadSanitizer still checks.
    @exclusivity(unchecked) private var sink: Disposable?
    @exclusivity(unchecked) private var subscription: Disposable?

    /// Creates a disposer with neither bit set.
    package init() {}

    /// `true` once `dispose()` was called.
    package var isDisposed: Bool {
        isFlagSet(bits, Self.disposeCalled)
    }

    /// Hands over the sink and the subscription; disposes both at once if `dispose()` came
    /// first.
    package func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        // snippet:begin workbook-sink-disposer-set
        self.sink = sink
        self.subscription = subscription
        let before = fetchOr(bits, Self.handedOver)
        if before & Self.handedOver != 0 {
            rxFatalError("SinkDisposer: sink and subscription were already set. Chapter 5 explains the state machine.")
        }
        if before & Self.disposeCalled != 0 {
            // `dispose()` came while `run` was still running and left the disposing to us.
            disposeBoth()
        }
        // snippet:end workbook-sink-disposer-set
    }

    /// Disposes the sink and the subscription, once, if they are set; otherwise marks the
    /// disposer so that `setSinkAndSubscription` disposes them.
    package func dispose() {
        // snippet:begin workbook-sink-disposer-dispose
        let before = fetchOr(bits, Self.disposeCalled)
        // Only the first call acts, and only if the hand-over came first: otherwise
        // `setSinkAndSubscription` will find this call's bit and do the disposing.
        if before == Self.handedOver {
            disposeBoth()
        }
        // snippet:end workbook-sink-disposer-dispose
    }

    /// Disposes the sink and the subscription and lets go of both. The sink holds this
    /// disposer as `cancel`: letting go is what breaks that reference cycle.
    private func disposeBoth() {
        // snippet:begin workbook-sink-disposer-dispose-both
        guard let sink, let subscription else {
            rxFatalError("SinkDisposer: the sink and subscription are missing. Chapter 5 explains the state machine.")
        }
        self.sink = nil
        self.subscription = nil
        sink.dispose()
        subscription.dispose()
        // snippet:end workbook-sink-disposer-dispose-both
    }
}
// snippet:end sink-disposer
