// The operator contract, written once: what every operator owes its subscriber and its
// sources, whatever it does with the elements (chapter 5: the grammar, the sink that disposes
// itself on a terminal event, SinkDisposer). This file is the machinery; the operators are
// listed in ContractedOperators.swift, and OperatorContractTests.swift runs the checks.
import ProductionRx
import ProductionRxTest
import Testing

/// How a result ends when the contract ends its sources.
enum Ending: Sendable, CustomStringConvertible {
    /// With the sources' error, `TestError.boom`, passed through.
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

    var description: String {
        switch self {
        case .theError: "the sources' error"
        case .anError: "an error of its own"
        case .completion: "completion"
        case .never: "no terminal event"
        case .fatal: "a fatal error"
        }
    }
}

/// One operator under the contract: how to apply it to hand-driven sources, and how it ends
/// when they fail or complete.
struct ContractedOperator: Sendable, CustomTestStringConvertible {
    /// The operator as a reader writes it, `filter(_:)`; the part before `(` is the function
    /// name the completeness check looks for.
    let name: String
    /// The file that declares it, relative to `Sources/ProductionRx` (`Observables/Filter.swift`).
    let file: String
    /// How the result ends when its sources fail.
    let onError: Ending
    /// How the result ends when its sources complete.
    let onCompletion: Ending
    /// Whether one element of the main source is enough to end it (`take(1)`, `first()`).
    let endsAfterOneElement: Bool
    /// Whether it prints (`debug`): the contract then keeps standard output to itself.
    let prints: Bool
    /// Whether it subscribes and disposes on the main queue (controls do): the contract then
    /// subscribes and disposes from there.
    let onMainQueue: Bool
    /// Applies the operator. The first source `sources` makes is the main one.
    let make: @Sendable (ContractSources) -> any ObservableConvertibleType

    init(
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
    var functionName: String {
        let beforeArguments = name.prefix { $0 != "(" }
        return String(beforeArguments.split(separator: ".").last ?? beforeArguments).replacingOccurrences(of: "`", with: "")
    }

    var testDescription: String { "\(name) in \(file)" }
}

/// Makes the hand-driven sources an operator is applied to, and remembers them so that the
/// contract can drive each one and check that each was let go. Time-based operators use
/// `scheduler`; the contract moves its clock on after every step.
final class ContractSources {
    /// The virtual clock time-based operators run on.
    let scheduler = TestScheduler(initialClock: 0)
    /// Every source made so far, the main one first.
    private(set) var all: [DrivenSource] = []

    /// A source of `Int`s that sends `1` as its element.
    func source() -> Observable<Int> {
        source(sending: 1)
    }

    /// A source that sends `element` (made afresh for each send) as its element.
    func source<Element>(sending element: @escaping @autoclosure () -> Element) -> Observable<Element> {
        let source = ManualSource<Element>()
        all.append(DrivenSource(source, element: element))
        return source.observable
    }

    /// A Single over a hand-driven source of `Int`s.
    func single() -> Single<Int> {
        Single(raw: source())
    }

    /// A Maybe over a hand-driven source of `Int`s.
    func maybe() -> Maybe<Int> {
        Maybe(raw: source())
    }

    /// A Driver over a hand-driven source of `Int`s, wrapped without sharing (`init(raw:)`),
    /// so that each line tests one operator only.
    func driver() -> Driver<Int> {
        Driver(raw: source())
    }

    /// A Driver over a hand-driven source that sends `element` (made afresh for each send).
    func driver<Element>(sending element: @escaping @autoclosure () -> Element) -> Driver<Element> {
        Driver(raw: source(sending: element()))
    }

    /// A Signal over a hand-driven source of `Int`s, wrapped without sharing.
    func signal() -> Signal<Int> {
        Signal(raw: source())
    }

    /// An Infallible over a hand-driven source of `Int`s, wrapped without a check (`init(raw:)`),
    /// so that each line tests one operator only.
    func infallible() -> Infallible<Int> {
        Infallible(raw: source())
    }

    /// Lets go of every source (the elements a source makes may refer back to these sources).
    func forgetAll() {
        all = []
    }

    /// A Completable over a hand-driven source that never sends an element.
    func completable() -> Completable {
        let source = ManualSource<Never>()
        all.append(DrivenSource(source, element: nil))
        return Completable(raw: source.observable)
    }
}

/// One hand-driven source, its element type forgotten.
struct DrivenSource {
    let sendElement: () -> Void
    let sendError: () -> Void
    let sendCompleted: () -> Void
    let isObserved: () -> Bool
    let subscriptions: () -> Int
    let disposals: () -> Int

    init<Element>(_ source: ManualSource<Element>, element: (() -> Element)?) {
        sendElement = { if let element { source.send(.next(element())) } }
        sendError = { source.send(.error(TestError.boom)) }
        sendCompleted = { source.send(.completed) }
        isObserved = { source.isObserved }
        subscriptions = { source.subscriptions }
        disposals = { source.disposals }
    }
}

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
            SharingScheduler.mock(scheduler: sources.scheduler) {
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
        sources.scheduler.advanceTo(sources.scheduler.clock + 10)
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

    /// The sources that are still subscribed, or were subscribed more often than disposed,
    /// as their positions: `[]` when every subscription was let go.
    var sourcesNotLetGo: [Int] {
        sources.all.indices.filter { index in
            let source = sources.all[index]
            return source.isObserved() || source.subscriptions() != source.disposals()
        }
    }
}
