// The deterministic operator contract's run: what every operator owes its subscriber and its
// sources, whatever it does with the elements (chapter 5: the grammar, the sink that disposes
// itself on a terminal event, SinkDisposer). The operators and the sources they are applied to
// are the one list in Tests/OperatorContract (ContractedOperators.swift), which `swift run contract`
// also runs with random sources; OperatorContractTests.swift runs the checks.
import OperatorContract
import ProductionRx
import ProductionRxTest
import Testing

/// One run of the contract: the operator applied to fresh sources and subscribed, with what
/// it sent recorded as text (`next`, `error(boom)`, `completed`).
final class ContractRun {
    let sources = ContractSources()
    private(set) var events: [String] = []
    private var subscription: Disposable?
    private let onMain: Bool

    init(_ contracted: ContractedOperator) {
        onMain = contracted.onMainQueue
        onTheRightQueue {
            // Units (Driver, Signal) read their scheduler when they are made: the virtual clock.
            SharingScheduler.mock(scheduler: sources.clock) {
                subscription = subscribe(contracted.make(sources))
            }
        }
        settle()
    }

    /// Runs `work` on the main queue for an operator that subscribes and disposes there.
    private func onTheRightQueue(_ work: () -> Void) {
        if onMain {
            onMainQueue(work)
        } else {
            work()
        }
    }

    deinit {
        sources.forgetAll()
    }

    private func subscribe<Result: ObservableConvertibleType>(_ result: Result) -> Disposable {
        result.asObservable().subscribe(
            AnyObserver { [unowned self] event in
                switch event {
                case .next: events.append("next")
                case .error(let error): events.append("error(\(error))")
                case .completed: events.append("completed")
                }
            })
    }

    /// The main source: the first one the operator made.
    var main: DrivenSource { sources.all[0] }

    /// Lets virtual time run on, so that whatever a time-based operator scheduled happens.
    func settle() {
        sources.clock.advanceTo(sources.clock.clock + 10)
    }

    /// The terminal events sent so far.
    var terminalEvents: [String] { events.filter { $0 != "next" } }

    /// Whether the result has sent its terminal event.
    var ended: Bool { !terminalEvents.isEmpty }

    /// Sends `send` to each source still subscribed, main first, one at a time, until the
    /// result ends; three rounds at most, for operators that subscribe again (`retry`) or
    /// move on to the next source (`concat`, `catch`).
    func endSources(with send: KeyPath<DrivenSource, () -> Void>) {
        for _ in 0..<3 where !ended {
            for source in sources.all where !ended && source.isObserved() {
                source[keyPath: send]()
                settle()
            }
        }
    }

    /// Disposes the subscription (and lets time run, for a disposal that is scheduled).
    func dispose() {
        onTheRightQueue { subscription?.dispose() }
        settle()
    }

    /// Sends an element, an error and a completion to every source, letting time run after
    /// each: what a correct operator does with them once it has ended or been disposed is
    /// nothing at all.
    func driveEverySourceOnceMore() {
        for send in [\DrivenSource.sendElement, \.sendError, \.sendCompleted] {
            for source in sources.all {
                source[keyPath: send]()
                settle()
            }
        }
    }

    /// The sources that are still subscribed, or have a subscription not let go once
    /// (disposed once, or ended by the source's own terminal event), as their positions: `[]`
    /// when every subscription was let go.
    var sourcesNotLetGo: [Int] {
        sources.all.indices.filter { index in
            let source = sources.all[index]
            return source.isObserved() || !source.letGo()
        }
    }
}
