// The operator contract's one list, and what an entry of it is: how to apply an operator to
// sources made for it (ContractSources), and how it ends when they fail or complete. The
// deterministic suite (Tests/ProductionRxTests/Contract), the randomised contract (`swift run
// contract`) and anything else that walks every operator use this list. Chapters 5 and 8.
import Foundation
import ProductionRx
import ProductionRxTest
import Synchronization

/// How a result ends when the contract ends its sources.
package enum Ending: Sendable, CustomStringConvertible {
    /// With the sources' error, `ContractError.boom`, passed through.
    case theError
    /// With an error of its own (`RxError.noElements`, for instance).
    case anError
    /// With completion (after any elements it still had to send).
    case completion
    /// Not at all: it waits for more (`retry()` resubscribes for ever). The contract then
    /// disposes it and checks that this releases everything.
    case never
    /// Its sources may not fail: an error stops the process, as in RxCocoa (a control's
    /// `asDriver()`). The contract does not send one; the operator's own tests pin the stop.
    case fatal

    package var description: String {
        switch self {
        case .theError: "the sources' error"
        case .anError: "an error of its own"
        case .completion: "completion"
        case .never: "no terminal event"
        case .fatal: "a fatal error"
        }
    }
}

/// The error the contract's sources send. It reads `boom`.
package enum ContractError: Error, Equatable, CustomStringConvertible {
    case boom

    package var description: String { "boom" }
}

/// One operator under the contract: how to apply it to the sources the contract makes, and
/// how it ends when they fail or complete.
package struct ContractedOperator: Sendable, CustomStringConvertible {
    /// The operator as a reader writes it, `filter(_:)`; the part before `(` is the function
    /// name the completeness check looks for.
    package let name: String
    /// The file that declares it, relative to `Sources/ProductionRx` (`Observables/Filter.swift`).
    package let file: String
    /// How the result ends when its sources fail.
    package let onError: Ending
    /// How the result ends when its sources complete.
    package let onCompletion: Ending
    /// Whether one element of the main source is enough to end it (`take(1)`, `first()`).
    package let endsAfterOneElement: Bool
    /// Whether it prints (`debug`): the contract then keeps standard output to itself.
    package let prints: Bool
    /// Whether it subscribes and disposes on the main queue (controls do): the contract then
    /// subscribes and disposes from there.
    package let onMainQueue: Bool
    /// Applies the operator. The first source `sources` makes is the main one.
    package let make: @Sendable (ContractSources) -> any ObservableConvertibleType

    package init(
        _ name: String,
        _ file: String,
        onError: Ending = .theError,
        onCompletion: Ending = .completion,
        endsAfterOneElement: Bool = false,
        prints: Bool = false,
        onMainQueue: Bool = false,
        _ make: @escaping @Sendable (ContractSources) -> any ObservableConvertibleType
    ) {
        self.name = name
        self.file = file
        self.onError = onError
        self.onCompletion = onCompletion
        self.endsAfterOneElement = endsAfterOneElement
        self.prints = prints
        self.onMainQueue = onMainQueue
        self.make = make
    }

    /// The function name in the source file: `filter` for `filter(_:)`, `catch` for
    /// `Observable.catch(sequence:)`.
    package var functionName: String {
        let beforeArguments = name.prefix { $0 != "(" }
        return String(beforeArguments.split(separator: ".").last ?? beforeArguments).replacingOccurrences(of: "`", with: "")
    }

    /// `map(_:) in Observables/Map.swift`: unique in the list, where the name alone is not
    /// (`observe(on:)` is an Observable's and a Single's).
    package var description: String { "\(name) in \(file)" }

    /// Whether it is a unit's (Driver, Signal, a control's): its promise is the main thread.
    package var isUnit: Bool { file.hasPrefix("Units/") }
}

/// Makes the sources an operator is applied to, and remembers them so that the contract can
/// drive each one and check that each was let go. Time-based operators use `scheduler`.
///
/// Each source behaves as its plan says (`SourcePlan`): the deterministic suite's are hot and
/// driven by hand; a `SourceScript` gives the randomised contract's theirs. Any thread may
/// make a source (an operator's closure makes them while it runs).
// @unchecked Sendable: `made` is only read and written under `lock`; `clock` is used by one
// thread at a time (the randomised contract never runs an operator that uses it on several).
package final class ContractSources: @unchecked Sendable {
    /// The virtual clock, without noting that the operator uses it.
    package let clock = TestScheduler(initialClock: 0)
    private let lock = NSLock()
    private var made: [DrivenSource] = []
    private let plans: [SourcePlan]
    private let laterPlan: SourcePlan
    let context: RunContext?
    private let clockUsed = Atomic<Bool>(false)

    /// Sources that are driven by hand: hot, and keeping the grammar (the deterministic suite).
    package convenience init() {
        self.init(plans: [], laterPlan: .byHand, context: nil)
    }

    /// Sources whose plans are `plans`, in the order they are made, then `laterPlan`.
    init(plans: [SourcePlan], laterPlan: SourcePlan, context: RunContext?) {
        self.plans = plans
        self.laterPlan = laterPlan
        self.context = context
    }

    /// The virtual clock time-based operators run on.
    package var scheduler: TestScheduler {
        clockUsed.store(true, ordering: .relaxed)
        return clock
    }

    /// Whether the operator asked for the clock (`scheduler`, or a unit's `SharingScheduler`
    /// while `SharingScheduler.mock(…)` gave it this clock through `mockedClock()`).
    package var usedTheClock: Bool { clockUsed.load(ordering: .relaxed) }

    /// The clock, for `SharingScheduler.mock(makeScheduler:)`: notes that it was asked for.
    package func mockedClock() -> SchedulerType {
        scheduler
    }

    /// Every source made so far, the main one first.
    package var all: [DrivenSource] { lock.withLock { made } }

    /// The source made `index`-th, if it was made.
    package func source(at index: Int) -> DrivenSource? {
        lock.withLock { index < made.count ? made[index] : nil }
    }

    /// A source of `Int`s. A script says which numbers it sends; by hand, it sends `1`.
    package func source() -> Observable<Int> {
        make { $0 }
    }

    /// A source that sends `element` (made afresh for each send) as its element.
    package func source<Element>(sending element: @escaping @autoclosure () -> Element) -> Observable<Element> {
        make { _ in element() }
    }

    /// A Single over a source of `Int`s, wrapped without a check (`init(raw:)`), so that each
    /// line tests one operator only.
    package func single() -> Single<Int> {
        Single(raw: source())
    }

    /// A Maybe over a source of `Int`s.
    package func maybe() -> Maybe<Int> {
        Maybe(raw: source())
    }

    /// A Completable over a source that never sends an element.
    package func completable() -> Completable {
        Completable(raw: make(nil as ((Int) -> Never)?))
    }

    /// A Driver over a source of `Int`s, wrapped without sharing (`init(raw:)`), so that each
    /// line tests one operator only.
    package func driver() -> Driver<Int> {
        Driver(raw: source())
    }

    /// A Driver over a source that sends `element` (made afresh for each send).
    package func driver<Element>(sending element: @escaping @autoclosure () -> Element) -> Driver<Element> {
        Driver(raw: source(sending: element()))
    }

    /// A Signal over a source of `Int`s, wrapped without sharing.
    package func signal() -> Signal<Int> {
        Signal(raw: source())
    }

    /// An Infallible over a source of `Int`s, wrapped without a check (`init(raw:)`), so that
    /// each line tests one operator only.
    package func infallible() -> Infallible<Int> {
        Infallible(raw: source())
    }

    /// Lets go of every source, and every source of its subscribers (a subscriber holds the
    /// operator, which holds the source; the elements a source makes may refer back to
    /// these sources).
    package func forgetAll() {
        let sources = lock.withLock {
            defer { made = [] }
            return made
        }
        for source in sources { source.release() }
    }

    private func make<Element>(_ element: ((Int) -> Element)?) -> Observable<Element> {
        lock.withLock {
            let index = made.count
            let source = ContractSource(index: index, plan: index < plans.count ? plans[index] : laterPlan, element: element, context: context)
            made.append(DrivenSource(source))
            return source
        }
    }
}

/// One source the contract made, its element type forgotten.
package struct DrivenSource: @unchecked Sendable {
    /// Its position: 0 is the main source.
    package let index: Int
    /// How it behaves.
    package let plan: SourcePlan
    /// Sends one event to its current subscribers (a hot source; a cold one ignores it).
    package let send: (ScriptEvent) -> Void
    /// Its subscriptions so far: when each was made, and how often each was disposed.
    package let subscriptionRecords: () -> [SubscriptionRecord]
    /// Whether a subscription is still open: neither disposed nor ended by the source.
    package let isObserved: () -> Bool
    /// Whether the contract's own observer subscribed to it: the operator returned it
    /// unchanged (`asObservable()`) or handed its subscriber to it (`startWith`).
    package let handedTheObserver: () -> Bool
    /// Lets go of its subscribers' observers.
    let release: () -> Void

    init<Element>(_ source: ContractSource<Element>) {
        index = source.index
        plan = source.plan
        send = { source.send($0) }
        subscriptionRecords = { source.records }
        isObserved = { source.isObserved }
        handedTheObserver = { source.handedTheObserver.load(ordering: .relaxed) }
        release = { source.release() }
    }

    /// Sends an element (`1`).
    package var sendElement: () -> Void { { send(.next(1)) } }
    /// Sends `ContractError.boom`.
    package var sendError: () -> Void { { send(.error) } }
    /// Sends completion.
    package var sendCompleted: () -> Void { { send(.completed) } }
    /// How many times it was subscribed to.
    package var subscriptions: () -> Int { { subscriptionRecords().count } }
    /// How many dispose calls its subscriptions received.
    package var disposals: () -> Int { { subscriptionRecords().reduce(0) { $0 + $1.disposeCalls } } }
    /// Whether every subscription was let go once: disposed once, or ended by the source.
    package var letGo: () -> Bool { { subscriptionRecords().allSatisfy(\.letGoOnce) } }
}

/// One subscription to a contract source.
package struct SubscriptionRecord: Sendable, Hashable {
    /// The tick of the script it was made at.
    package var tick: Int
    /// How many times it was disposed.
    package var disposeCalls: Int
    /// Whether the source ended it itself, with a terminal event.
    package var endedBySource: Bool

    /// Let go once: disposed once, or ended by the source and disposed at most once.
    package var letGoOnce: Bool { disposeCalls == 1 || (endedBySource && disposeCalls == 0) }
}
