// Small tools the chapter 5–12 checks share: recording what a ProductionRx sequence sends, a
// source driven by hand, marble lines as expectations, and the live-object count.
import ExerciseKit
import ProductionRx
import ProductionRxTest

/// The events `observable` sends when subscribed, as text: `["next((1, 2))", "completed"]`.
/// Every source these checks use this with is synchronous, so this is everything it sends.
public func productionEvents<Source: ObservableType>(of observable: Source) -> [String] {
    nonisolated(unsafe) var received: [String] = []
    observable.subscribe { received.append($0.debugDescription) }.dispose()
    return received
}

/// A ProductionRx source the check drives by hand, counting subscriptions and disposals.
public final class ProductionHandDrivenSource<Element> {
    private var observer: AnyObserver<Element>?
    /// How many times it was subscribed to.
    public private(set) var subscriptions = 0
    /// How many times a subscription to it was disposed.
    public private(set) var disposals = 0

    /// A source with no subscriber yet.
    public init() {}

    /// The observable to hand to the operator under test.
    public var observable: Observable<Element> {
        nonisolated(unsafe) let `self` = self
        return Observable.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Sends `event` to the latest subscriber, if there is one.
    public func send(_ event: Event<Element>) {
        observer?.on(event)
    }
}

/// Expects `events` to match the marble `line`; a failure shows the line the events draw,
/// with the exact times of every event.
public func expectMarbles(_ events: [Recorded<Event<Int>>], _ line: String, error: Swift.Error = MarbleError(), _ what: String) {
    guard marblesDifference(events, line, error: error) != nil else { return }
    let drawn = renderMarbles(events)
    let exact = events.map(\.debugDescription).joined(separator: ", ")
    expect("\(drawn)   (\(exact))", equals: line, what)
}

extension DisposalCounter: Disposable {}

/// ProductionRx's count of live objects. Only debug builds count them (TRACE_RESOURCES), and
/// the exercise package is always built for debugging; a release build of the checks stops
/// here rather than let a leak check pass without counting.
public func liveProductionRxResources() -> Int32 {
    #if DEBUG
    ProductionRx.Resources.total
    #else
    fatalError("the checks count ProductionRx's live objects, which only debug builds do: run them with `swift run exercises`")
    #endif
}
