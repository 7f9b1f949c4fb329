// The properties every operator keeps, whatever it does with the elements, judged on what a
// run recorded (ScriptRun.swift). Each is checked against RxSwift's own statement of it in
// Documentation/GettingStarted.md ("Observable grammar", "Disposing", "Implicit Observable
// guarantees") and Documentation/UnitTests.md (virtual time). Chapter 8, "Property-based
// testing".

/// A property of the operator contract.
package enum Property: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The output obeys `next* (error | completed)?`: nothing after a terminal event, even
    /// when a source breaks the grammar.
    case grammar
    /// An event a source sends after the operator disposed its subscription (one already on
    /// its way when another thread disposed, say) causes nothing downstream, when the source
    /// otherwise keeps the grammar.
    case breachNotPassedOn
    /// Nothing reaches an observer after its `dispose()` has returned, from anything that
    /// started after that. (An event already on its way on another thread may still arrive:
    /// RxSwift's GettingStarted.md, "Disposing", says so.)
    case nothingAfterDispose
    /// Every subscription the operator made to a source is disposed once, by the end.
    case disposalReachesUpstream
    /// No observer is called by two threads at once.
    case noConcurrentCalls
    /// `Resources.total` is back where it started.
    case noLeaks
    /// A long synchronous source does not make the stack grow with its length.
    case boundedStack
    /// The same script gives the same output in virtual time.
    case deterministic

    package var description: String {
        switch self {
        case .grammar: "the output obeys next* (error | completed)?"
        case .breachNotPassedOn: "nothing passes on what a source sends after the operator disposed it"
        case .nothingAfterDispose: "nothing after dispose has returned"
        case .disposalReachesUpstream: "disposal reaches every upstream subscription, once"
        case .noConcurrentCalls: "no observer is called concurrently with itself"
        case .noLeaks: "nothing leaks (Resources.total back where it started)"
        case .boundedStack: "the stack stays bounded for long synchronous sources"
        case .deterministic: "the same seed gives the same output in virtual time"
        }
    }
}

/// A property broken, and how.
package struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The property.
    package var property: Property
    /// What happened, with ticks and observers.
    package var detail: String

    package var description: String { "\(property): \(detail)" }
}

/// What the contract learned about an operator from a first run, and so which properties
/// apply to it.
package struct OperatorTraits: Sendable {
    /// It asked for the virtual clock (a time operator, `observe(on:)`, a unit's scheduler):
    /// the clock is one thread's, so it runs only in synchronous scripts.
    package var usesTheClock: Bool
    /// It hands its subscriber straight to a source: it returns the source unchanged
    /// (`asObservable()`), or subscribes its observer to it, as RxSwift's `startWith` does
    /// (StartWith.swift). What the source sends is then not its doing, so a source that breaks
    /// the grammar on purpose says nothing about it.
    package var handsOnItsObserver: Bool
    /// A unit's (Driver, Signal, a control's): its promise is the main thread, so it is
    /// driven as the deterministic suite drives it, never from other threads.
    package var isUnit: Bool
    /// Its sources may not fail: scripts send no error.
    package var sourcesMayNotFail: Bool

    /// Whether the threaded scripts (queues, races, several threads) apply.
    package var runsOnThreads: Bool { !usesTheClock && !isUnit }

    /// Why threaded scripts do not apply, if they do not.
    package var whyNotOnThreads: String? {
        if isUnit { return "a unit: its promise is the main thread, so it is driven there as the deterministic suite does" }
        if usesTheClock { return "on the virtual clock, which is one thread's: in virtual time only" }
        return nil
    }
}

extension Outcome {
    /// The properties this run broke.
    func violations(_ traits: OperatorTraits) -> [Violation] {
        var found: [Violation] = []
        let sourcesBreakTheGrammar = sources.contains { !$0.plan.keepsGrammar || $0.plan.ignoresDisposal }
        // snippet:begin contract-observer-checks
        for observer in observers {
            // The grammar: nothing after the first terminal event.
            if !(traits.handsOnItsObserver && sourcesBreakTheGrammar),
                let end = observer.received.firstIndex(where: \.isTerminal), end + 1 < observer.received.count
            {
                let after = observer.received[end + 1]
                found.append(
                    Violation(
                        property: .grammar,
                        detail: "observer \(observer.index) received \(after.text) at tick \(after.tick) after \(observer.received[end].text)"))
            }
            // Nothing caused by anything that started after dispose returned.
            if !(traits.handsOnItsObserver && sourcesBreakTheGrammar), let returned = observer.disposeReturned,
                let late = observer.received.first(where: { $0.cause > returned })
            {
                found.append(
                    Violation(
                        property: .nothingAfterDispose,
                        detail: "observer \(observer.index) received \(late.text) at tick \(late.tick), "
                            + "after its dispose at tick \(observer.disposedAt ?? 0) had returned"))
            }
            if !traits.handsOnItsObserver, let passed = observer.received.first(where: { $0.breach != nil }) {
                found.append(
                    Violation(
                        property: .breachNotPassedOn,
                        detail: "observer \(observer.index) received \(passed.text) at tick \(passed.tick), out of \(passed.breach!)"))
            }
            if let overlap = observer.overlaps.first {
                found.append(Violation(property: .noConcurrentCalls, detail: "observer \(observer.index): \(overlap)"))
            }
        }
        // snippet:end contract-observer-checks
        for (index, source) in sources.enumerated() {
            for (number, subscription) in source.subscriptions.enumerated() where !subscription.letGoOnce {
                let how = subscription.disposeCalls == 0 ? "was never disposed" : "was disposed \(subscription.disposeCalls) times"
                found.append(
                    Violation(
                        property: .disposalReachesUpstream,
                        detail: "source \(index)'s subscription \(number + 1) (made at tick \(subscription.tick)) \(how)"))
                break
            }
        }
        if leaked != 0 {
            found.append(Violation(property: .noLeaks, detail: "Resources.total is \(leaked > 0 ? "+" : "")\(leaked) after the run"))
        }
        return found
    }
}
