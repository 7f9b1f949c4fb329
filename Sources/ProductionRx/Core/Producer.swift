// The base class of every operator: it creates a sink per subscription and hands back a
// SinkDisposer that owns it. Chapter 5.

/// An observable that runs one sink per subscription.
///
/// Subclasses implement `run(_:cancel:)`. When no trampoline is running on this thread,
/// `subscribe` opens one (`CurrentThreadScheduler`), so that everything the subscription
/// schedules runs after it, not nested inside it.
class Producer<Element>: Observable<Element> {
    override init() {
        super.init()
    }

    // snippet:begin producer-subscribe
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // snippet:begin workbook-producer-subscribe
        if !CurrentThreadScheduler.isScheduleRequired {
            // A trampoline is already running on this thread: run at once.
            let disposer = SinkDisposer()
            let sinkAndSubscription = run(observer, cancel: disposer)
            disposer.setSinkAndSubscription(sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
            return disposer
        } else {
            // Open the trampoline: run now, then drain whatever the run scheduled.
            return CurrentThreadScheduler.instance.schedule(()) { _ in
                let disposer = SinkDisposer()
                let sinkAndSubscription = self.run(observer, cancel: disposer)
                disposer.setSinkAndSubscription(sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
                return disposer
            }
        }
        // snippet:end workbook-producer-subscribe
    }
    // snippet:end producer-subscribe

    // snippet:begin producer-run
    /// Creates the sink for `observer` and starts it. `cancel` is the disposer that will own
    /// the sink; the sink disposes it when the sequence ends.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
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
/// Two bits of one atomic integer are the whole state machine: whoever sets the second bit
/// does the disposing.
final class SinkDisposer: Cancelable {
    private enum DisposeState: Int32 {
        case disposed = 1
        case sinkAndSubscriptionSet = 2
    }

    private let state = AtomicInt(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool {
        isFlagSet(state, DisposeState.disposed.rawValue)
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        // snippet:begin workbook-sink-disposer-set
        self.sink = sink
        self.subscription = subscription

        let previousState = fetchOr(state, DisposeState.sinkAndSubscriptionSet.rawValue)
        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            rxFatalError("SinkDisposer: sink and subscription were already set. Chapter 5 explains the state machine.")
        }

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            // Disposed while `run` was still running: dispose now and drop the references.
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
        // snippet:end workbook-sink-disposer-set
    }

    func dispose() {
        // snippet:begin workbook-sink-disposer-dispose
        let previousState = fetchOr(state, DisposeState.disposed.rawValue)

        if (previousState & DisposeState.disposed.rawValue) != 0 {
            return
        }

        if (previousState & DisposeState.sinkAndSubscriptionSet.rawValue) != 0 {
            guard let sink else {
                rxFatalError("SinkDisposer: sink not set. Chapter 5 explains the state machine.")
            }
            guard let subscription else {
                rxFatalError("SinkDisposer: subscription not set. Chapter 5 explains the state machine.")
            }

            sink.dispose()
            subscription.dispose()

            // Releasing them breaks the sink ↔ disposer reference cycle.
            self.sink = nil
            self.subscription = nil
        }
        // snippet:end workbook-sink-disposer-dispose
    }
}
// snippet:end sink-disposer
