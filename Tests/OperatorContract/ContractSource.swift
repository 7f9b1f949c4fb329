// The source the operator contract drives: hot or cold, keeping the grammar or breaking it on
// purpose, honouring disposal or sending on a moment longer, as its plan says. It hands its
// events straight to the operator's observer, with no sink of its own in between, so that
// what an operator does with a broken grammar is the operator's own doing. Chapter 8.
import Foundation
@_spi(Operators) import ProductionRx
import Synchronization

/// A source driven by the contract. Subscribing counts the subscription; the disposable it
/// hands back counts each dispose call, so that the contract can tell a subscription let go
/// once from one never let go or let go twice.
///
/// A hot source sends what `send` is given to its current subscribers, one event at a time
/// (a send from a second thread waits until the first one's delivery has returned, as a
/// well-behaved source must; a send from inside a delivery, on the same thread, goes through
/// at once: the reentrant send). A cold one sends its plan's events to each new subscriber,
/// inside `subscribe` or afterwards on a queue.
// @unchecked Sendable: `subscribers` and each subscriber's `disposeCalls` are only read and
// written under `state`; `delivery` (recursive, for the reentrant send) makes hot sends take
// turns, and each subscriber's `stopped` is only touched by the delivery that owns it.
final class ContractSource<Element>: Producer<Element>, @unchecked Sendable {
    let index: Int
    let plan: SourcePlan
    private let element: ((Int) -> Element)?
    private let context: RunContext?
    private let state = NSLock()
    private let delivery = NSRecursiveLock()
    private var subscribers: [Subscriber] = []
    private var all: [Subscriber] = []
    /// Whether it was subscribed by the contract's own observer: the operator handed its
    /// subscriber straight to it.
    let handedTheObserver = Atomic<Bool>(false)

    /// One subscription.
    // @unchecked Sendable: see ContractSource.
    final class Subscriber: @unchecked Sendable {
        private(set) var on: ((Event<Element>) -> Void)?
        let tick: Int
        var disposeCalls = 0
        var stopped = false
        /// Whether the source sent it a terminal event: it let go of it itself, as RxSwift's
        /// sources do ("When a sequence sends the completed or error event all internal
        /// resources that compute sequence elements will be freed", GettingStarted.md).
        var ended = false

        init(on: @escaping (Event<Element>) -> Void, tick: Int) {
            self.on = on
            self.tick = tick
        }

        /// Lets go of the observer (which may hold the operator, which holds this source).
        func release() {
            on = nil
        }
    }

    init(index: Int, plan: SourcePlan, element: ((Int) -> Element)?, context: RunContext?) {
        self.index = index
        self.plan = plan
        self.element = element
        self.context = context
    }

    /// Every subscription so far, in order.
    var records: [SubscriptionRecord] {
        state.withLock { all.map { SubscriptionRecord(tick: $0.tick, disposeCalls: $0.disposeCalls, endedBySource: $0.ended) } }
    }

    /// Whether a subscription is still open: neither disposed nor ended by the source.
    var isObserved: Bool {
        state.withLock { all.contains { $0.disposeCalls == 0 && !$0.ended } }
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let subscriber = Subscriber(on: observer.on, tick: RunContext.currentTick)
        if observer is ContractObserver { handedTheObserver.store(true, ordering: .relaxed) }
        let ordinal = state.withLock {
            subscribers.append(subscriber)
            all.append(subscriber)
            return all.count
        }
        // The operator's SinkDisposer holds this, and disposes it once.
        let subscription = SubscriptionCounter { [self] in
            state.withLock {
                subscriber.disposeCalls += 1
                if !plan.ignoresDisposal {
                    subscribers.removeAll { $0 === subscriber }
                }
            }
        }
        if plan.kind == .cold {
            sendCold(to: subscriber, ordinal: ordinal)
        }
        return (sink: subscription, subscription: Disposables.create())
    }

    /// Lets go of every subscriber's observer: the end of a run.
    func release() {
        let everyone = state.withLock {
            subscribers = []
            return all
        }
        delivery.withLock {
            for subscriber in everyone { subscriber.release() }
        }
    }

    /// Sends `event` to every current subscriber, if the source is hot.
    func send(_ event: ScriptEvent) {
        guard plan.kind == .hot else { return }
        delivery.lock()
        defer { delivery.unlock() }
        // Like a subject, it sends to the subscribers it had when the send began, even one
        // an earlier delivery of this send disposed.
        let current = state.withLock { subscribers }
        for subscriber in current {
            deliver(event, to: subscriber)
        }
    }

    /// A cold subscription's events: the error for the first `failures` subscriptions, the
    /// plan's events for the next ones, and nothing at all after `coldSubscriptionLimit`, so
    /// that `retry()` over a source that always fails stops resubscribing.
    private func sendCold(to subscriber: Subscriber, ordinal: Int) {
        let events: [ScriptEvent] =
            ordinal <= plan.failures ? [.error] : ordinal > SourcePlan.coldSubscriptionLimit ? [] : plan.events
        guard !events.isEmpty else { return }
        let sendAll: @Sendable () -> Void = { [self] in
            for event in events {
                if !plan.ignoresDisposal, state.withLock({ subscriber.disposeCalls > 0 }) { return }
                deliver(event, to: subscriber)
            }
        }
        if let context, case .queue(let queue) = plan.lane {
            let tick = RunContext.currentTick
            context.async(on: queue) { context.activity(tick: tick, sendAll) }
        } else {
            sendAll()
        }
    }

    private func deliver(_ event: ScriptEvent, to subscriber: Subscriber) {
        if plan.keepsGrammar && subscriber.stopped { return }
        // An event still on its way when the operator disposed the subscription, from a
        // source that otherwise keeps the grammar, may cause nothing downstream: the
        // observers check this note. (What a source sends after its own end breaks the
        // grammar itself: operators, as RxSwift's, trust their sources' grammar, and only
        // their own output's grammar is judged then.)
        // snippet:begin contract-in-flight
        let disposed = plan.keepsGrammar && state.withLock { subscriber.disposeCalls > 0 }
        let breach = disposed ? "source \(index)'s \(event.text), sent after the operator disposed that subscription" : nil
        RunContext.breaching(breach) {
            send(event, to: subscriber)
        }
        // snippet:end contract-in-flight
    }

    private func send(_ event: ScriptEvent, to subscriber: Subscriber) {
        switch event {
        case .next(let value):
            guard let element else { return }
            subscriber.on?(.next(element(value)))
        case .error:
            subscriber.stopped = true
            state.withLock { subscriber.ended = true }
            subscriber.on?(.error(ContractError.boom))
        case .completed:
            subscriber.stopped = true
            state.withLock { subscriber.ended = true }
            subscriber.on?(.completed)
        }
    }
}

/// The contract's own observers, as a source sees them.
protocol ContractObserver {}

/// The disposable a contract source hands back: counts every dispose call.
private final class SubscriptionCounter: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `counted` runs under the source's lock.
    private let counted: () -> Void

    init(_ counted: @escaping () -> Void) {
        self.counted = counted
    }

    func dispose() {
        counted()
    }
}
