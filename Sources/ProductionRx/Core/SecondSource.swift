// The observer of an operator's second sequence, for the operators on two sources that
// serialise both under one lock: `take(until:)`, `skip(until:)`, `sample`, `withLatestFrom`.
// Chapter 10 ("Lock inversion" says why the disposing waits for the lock to be released).

/// A sink that observes a second sequence besides its source, both under one lock.
protocol SecondSourceSink: AnyObject, Disposable {
    /// The second sequence's element.
    associatedtype SecondElement

    /// The lock the events of both sequences are handled under.
    var lock: RecursiveLock { get }

    /// Handles one event of the second sequence, with `lock` held; `subscription` is the
    /// subscription to that sequence, for a sink that lets it go early. Returns `true` when
    /// the operator has ended: the sink is then disposed, after the lock is released.
    func onSecond(_ event: Event<SecondElement>, subscription: Disposable) -> Bool
}

/// Observes the second sequence of a `SecondSourceSink` and hands each event to the sink,
/// under the sink's lock.
final class SecondSourceObserver<Owner: SecondSourceSink>: ObserverType {
    /// The subscription to the second sequence, set once it is made.
    let subscription = SingleAssignmentDisposable()
    private let owner: Owner

    init(_ owner: Owner) {
        self.owner = owner
        Resources.incrementTotal()
    }

    func on(_ event: Event<Owner.SecondElement>) {
        let ended = owner.lock.performLocked {
            owner.onSecond(event, subscription: subscription)
        }
        if ended {
            owner.dispose()
        }
    }

    /// Subscribes to `second` and returns the subscription (the same as `subscription`).
    func subscribe<Second: ObservableType>(to second: Second) -> Disposable where Second.Element == Owner.SecondElement {
        subscription.setDisposable(second.subscribe(self))
        return subscription
    }

    deinit {
        Resources.decrementTotal()
    }
}
