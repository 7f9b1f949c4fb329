// The test observables of a recorded diagram: each remembers every subscription made to it,
// with the events it delivered, so that the diagram draws what really happened. Chapter 8
// ("Testing in virtual time") shows pictures drawn from such runs.
import Marbles
import ProductionRx

/// The sources of a diagram recorded with `TestScheduler.recordDiagram`: hot and cold test
/// observables read from marble lines, which remember every subscription made to them.
///
/// What a source becomes in the picture depends on where it was made:
/// - made when the diagram is built (the closure's own lines), it is an **input line**, drawn
///   above the operator; a cold one gets a line per subscription (`retry` draws each try);
/// - made while an input delivers an event (inside `flatMap`'s selector, `catch`'s handler),
///   it is an **inner sequence** of that event, drawn as a short timeline branching off it,
///   one per subscription, starting where the operator subscribed to it;
/// - given as an input's value (`hot("-a-b-|", values: ["a": cold(…), "b": cold(…)])`, as
///   `switchLatest` and `concat` take them), it is an inner sequence of that element.
///
///     let diagram = try scheduler.recordDiagram("flatMap { … }", expected: "--1-2-1-2|") { d in
///         d.hot("-a---b---|").flatMap { _ in d.cold("-1-2|", of: Int.self) }
///     }
///
/// Marble lines are read as by `createHotObservable(marbles:)` (one column is 10 ticks, column
/// 0 is 200, `^` marks 200 in a hot line), with the element type from `values:`, `of:`, or
/// `String` by default. A line that cannot be read makes `recordDiagram` throw.
///
/// `Sendable`, so that the diagram's operator closures (which are `@Sendable`, chapter 16)
/// may capture it. A diagram runs in virtual time, on the thread that records it, so its state
/// is `nonisolated(unsafe)`: nothing else ever touches it.
public final class DiagramInputs: Sendable {
    /// The scheduler of the run, for the operators that take one (`delay`, `debounce`, …).
    nonisolated(unsafe) public let scheduler: TestScheduler

    /// Every source, in the order they were made.
    nonisolated(unsafe) var sources: [DiagramSource] = []
    /// The observables handed out, kept alive for the run so that their identity stays theirs.
    nonisolated(unsafe) var observables: [AnyObject] = []
    /// `true` while the diagram's closure runs.
    nonisolated(unsafe) var isBuilding = false
    /// The input event being delivered right now, if any.
    nonisolated(unsafe) var delivering: DeliveryPoint?
    /// The first marble line that could not be read.
    nonisolated(unsafe) var syntaxError: MarbleSyntaxError?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// A hot input whose letters stand for the values given: each event at its absolute time,
    /// to whoever is subscribed then. `label` is drawn left of its line.
    public func hot<Element>(_ marbles: String, values: [String: Element], error: Swift.Error = MarbleError(), label: String = "") -> Observable<Element> {
        source(marbles, hot: true, label: label, error: error, value: { values[String($0)] }, missing: "has no entry in values") { [values] character in
            values[String(character)].map { $0 as Any }
        }
    }

    /// A hot input of `String` or `Int` values, each letter or digit standing for itself:
    /// `d.hot("--1--2--|", of: Int.self)`.
    public func hot<Element: MarbleValue>(_ marbles: String, of type: Element.Type, error: Swift.Error = MarbleError(), label: String = "") -> Observable<
        Element
    > {
        source(marbles, hot: true, label: label, error: error, value: { Element(marble: $0) }, missing: "does not stand for a \(Element.self) by itself")
    }

    /// A hot input of `String`s, each letter standing for itself.
    public func hot(_ marbles: String, error: Swift.Error = MarbleError(), label: String = "") -> Observable<String> {
        hot(marbles, of: String.self, error: error, label: label)
    }

    /// A cold input whose letters stand for the values given: each subscription gets the line
    /// from its own start (column 0 is the moment of subscription; `^` is not allowed).
    public func cold<Element>(_ marbles: String, values: [String: Element], error: Swift.Error = MarbleError(), label: String = "") -> Observable<Element> {
        source(marbles, hot: false, label: label, error: error, value: { values[String($0)] }, missing: "has no entry in values") { [values] character in
            values[String(character)].map { $0 as Any }
        }
    }

    /// A cold input of `String` or `Int` values, each letter or digit standing for itself:
    /// `d.cold("-1-2|", of: Int.self)`.
    public func cold<Element: MarbleValue>(_ marbles: String, of type: Element.Type, error: Swift.Error = MarbleError(), label: String = "") -> Observable<
        Element
    > {
        source(marbles, hot: false, label: label, error: error, value: { Element(marble: $0) }, missing: "does not stand for a \(Element.self) by itself")
    }

    /// A cold input of `String`s, each letter standing for itself.
    public func cold(_ marbles: String, error: Swift.Error = MarbleError(), label: String = "") -> Observable<String> {
        cold(marbles, of: String.self, error: error, label: label)
    }

    /// Reads the line, makes the test observable, and wraps it in an observable that records
    /// each subscription. `valueFor` gives a letter's value as `Any`, to find the sources
    /// among them.
    private func source<Element>(
        _ marbles: String,
        hot: Bool,
        label: String,
        error: Swift.Error,
        value: (Character) -> Element?,
        missing: String,
        valueFor: ((Character) -> Any?)? = nil
    ) -> Observable<Element> {
        let script: MarbleScript
        let events: [Recorded<Event<Element>>]
        do {
            script = try MarbleScript(marbles, allowsSubscription: hot)
            events = try script.events(
                subscribed: hot ? TestScheduler.Defaults.subscribed : 0, tickDuration: TestScheduler.Defaults.marbleTick, error: error, value: value,
                missing: missing)
        } catch {
            syntaxError = syntaxError ?? error
            return Observable.never()
        }
        nonisolated(unsafe) let record = DiagramSource(
            index: sources.count, label: label, isHot: hot, createdWhileBuilding: isBuilding, createdDuring: isBuilding ? nil : delivering)
        // Elements that are themselves sources of this diagram are drawn by their letter.
        var elementIndex = 0
        for (entry, recorded) in zip(script.entries, events) {
            var text = diagramText(of: recorded.value)
            if case .value(let character) = entry.symbol, let element = valueFor?(character),
                let inner = sources.first(where: { $0.observable === element as AnyObject })
            {
                text = .next(String(character))
                inner.elementOf.append((record.index, elementIndex))
            }
            record.script.append((recorded.time, text))
            elementIndex += 1
        }
        sources.append(record)

        nonisolated(unsafe) let testable = hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        let observable = Observable<Element>.creating { [weak self] observer in
            guard let self else { return Disposables.create() }
            nonisolated(unsafe) let subscription = DiagramSubscription(start: self.scheduler.clock, point: self.delivering)
            record.subscriptions.append(subscription)
            nonisolated(unsafe) let inner = testable.subscribe(
                AnyObserver { [weak self] event in
                    guard let self else { return }
                    let time = self.scheduler.clock
                    let point = DeliveryPoint(
                        source: record.index, subscription: record.subscriptions.count - 1, time: time,
                        occurrence: subscription.events.filter { $0.time == time }.count)
                    subscription.events.append((time, diagramText(of: event)))
                    if event.isStopEvent { subscription.terminated = true }
                    let previous = self.delivering
                    // Only an input line's events give inner sequences a place to hang from.
                    if record.createdWhileBuilding { self.delivering = point }
                    observer.on(event)
                    self.delivering = previous
                })
            return Disposables.running { [weak self] in
                if subscription.end == nil { subscription.end = self?.scheduler.clock }
                inner.dispose()
            }
        }
        record.observable = observable
        observables.append(observable)
        return observable
    }
}

/// An input event at the moment it was delivered: which source (its index), which of its
/// subscriptions, and which event (the `occurrence`-th at `time`).
struct DeliveryPoint {
    let source: Int
    let subscription: Int
    let time: TestTime
    let occurrence: Int
}

/// One source of a diagram and what happened to it.
final class DiagramSource {
    let index: Int
    let label: String
    let isHot: Bool
    let createdWhileBuilding: Bool
    /// The input event being delivered when it was made (a selector's inner sequence).
    let createdDuring: DeliveryPoint?
    /// The scripted events: absolute times for a hot source, relative for a cold one.
    var script: [(time: TestTime, event: MarbleEvent)] = []
    var subscriptions: [DiagramSubscription] = []
    /// The wrapped observable handed to the test (weak: `DiagramInputs.observables` owns it).
    weak var observable: AnyObject?
    /// The input elements whose value this source is: (the input's index, the index of the
    /// scripted event).
    var elementOf: [(source: Int, event: Int)] = []

    init(index: Int, label: String, isHot: Bool, createdWhileBuilding: Bool, createdDuring: DeliveryPoint?) {
        self.index = index
        self.label = label
        self.isHot = isHot
        self.createdWhileBuilding = createdWhileBuilding
        self.createdDuring = createdDuring
    }

    /// `true` when it is drawn as an input line of its own rather than as an inner sequence.
    var isInput: Bool {
        createdDuring == nil && elementOf.isEmpty
    }
}

/// One subscription to a source, or to an inner sequence of the output.
final class DiagramSubscription {
    let start: TestTime
    /// The input event being delivered when the subscription was made.
    let point: DeliveryPoint?
    var events: [(time: TestTime, event: MarbleEvent)] = []
    var end: TestTime?
    var terminated = false

    init(start: TestTime, point: DeliveryPoint?) {
        self.start = start
        self.point = point
    }
}

/// A type whose values a diagram labels with a key of their own: `groupBy`'s groups.
protocol DiagramKeyed {
    var diagramKey: String { get }
}

extension GroupedObservable: DiagramKeyed {
    var diagramKey: String { diagramLabel(key) }
}

/// The event as a diagram draws it: an element by its label, an error by its description.
func diagramText<Element>(of event: Event<Element>) -> MarbleEvent {
    switch event {
    case .next(let element): .next(diagramLabel(element))
    case .error(let error): .error("\(error)")
    case .completed: .completed
    }
}

/// The text a marble shows for a value: a string as it is (the empty one as `""`), an array as `[1,2]`, a tuple as
/// `(1,a)`, an optional as its value or `nil`, a group by its key, anything else as its
/// description.
func diagramLabel(_ value: Any) -> String {
    if let keyed = value as? DiagramKeyed {
        return keyed.diagramKey
    }
    if let text = value as? String {
        // An empty string is an element too: drawn as a bare dot, it would read as a window.
        return text.isEmpty ? "\"\"" : text
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        return mirror.children.first.map { diagramLabel($0.value) } ?? "nil"
    case .collection:
        return "[" + mirror.children.map { diagramLabel($0.value) }.joined(separator: ",") + "]"
    case .tuple:
        return "(" + mirror.children.map { diagramLabel($0.value) }.joined(separator: ",") + ")"
    default:
        return "\(value)"
    }
}
