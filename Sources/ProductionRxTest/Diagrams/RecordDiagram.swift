// Recording a marble diagram from a run in virtual time, and checking its output in the same
// call, so that a picture drawn from it changes only when the operator's behaviour does, and
// then a test fails. Chapter 8 ("Testing in virtual time") shows such pictures.
import Foundation
import Marbles
import ProductionRx

/// A marble diagram recorded from a run: the input lines, the operator, and the output line,
/// with the inner sequences the operator subscribed to or sent. Made by
/// `TestScheduler.recordDiagram`; `svg()` draws it, `description` writes it as text.
public struct RecordedDiagram: Sendable, CustomStringConvertible {
    /// The operator's text, as it stands in the box: `map { $0 * 10 }`.
    public let operatorText: String
    /// The diagram: the input lines in the order they were made, then the output lines (one
    /// per subscriber). One column is `TestScheduler.Defaults.marbleTick` virtual time units
    /// (`ticksPerColumn`).
    public let diagram: MarbleDiagram
    /// The virtual time of tick 0: 200, the subscription, unless something happened earlier.
    public let timeOfTickZero: TestTime
    /// How many output lines end the diagram: one per subscriber.
    public let outputCount: Int

    /// The input lines.
    public var inputs: ArraySlice<MarbleLine> { diagram.lines.dropLast(outputCount) }
    /// The output lines, one per subscriber, in the order the subscribers were given.
    public var outputs: ArraySlice<MarbleLine> { diagram.lines.suffix(outputCount) }
    /// The (first) output line: what the operator sent, as the test's observer saw it.
    public var output: MarbleLine { diagram.lines[diagram.lines.count - outputCount] }

    /// The diagram as text, as `MarbleDiagram.rendered` draws it.
    public var description: String { diagram.rendered }

    /// The diagram as an SVG picture, titled with the operator's text unless `title` says
    /// otherwise (see `MarbleSVG`).
    public func svg(title: String? = nil, renderer: MarbleSVG = MarbleSVG()) -> String {
        diagram.svg(title: title ?? operatorText, renderer: renderer)
    }

    /// Writes the picture to `url` unless the file already holds it; `true` if it wrote.
    @discardableResult
    public func writeSVG(to url: URL, title: String? = nil, renderer: MarbleSVG = MarbleSVG()) throws -> Bool {
        try diagram.writeSVG(title: title ?? operatorText, to: url, renderer: renderer)
    }
}

extension TestScheduler {
    /// Runs an operator in virtual time and records it as a marble diagram, failing the
    /// current test unless its output matches `expected`.
    ///
    /// `build` makes the input lines with `d.hot(…)` and `d.cold(…)` and returns the
    /// operator applied to them. It runs at 100, the output is subscribed at 200 and
    /// disposed at 1000 (or at `disposed`, and then the disposal is drawn), as `start` does:
    ///
    ///     let scheduler = TestScheduler(initialClock: 0)
    ///     let diagram = try scheduler.recordDiagram("map { $0 * 10 }", expected: "--a--b--|", values: ["a": 10, "b": 20]) { d in
    ///         d.hot("--1--2--|", of: Int.self).map { $0 * 10 }
    ///     }
    ///     try diagram.writeSVG(to: url)
    ///
    /// `expected` is read as `assertMarbles` reads it (one column is 10 ticks, column 0 is
    /// 200, `^` marks 200, `#` is `error`), each letter standing for its entry in `values` or
    /// for itself, and compared with the output event by event, exact to the tick, by the
    /// text a marble shows (`10`, `[1,2]`, an error's description). A difference is reported
    /// as `assertMarbles` reports it, drawn.
    ///
    /// Every source the closure makes is recorded: each subscription the operator made to it,
    /// the events it delivered, and its disposal (see `DiagramInputs` for which sources are
    /// input lines and which are inner sequences). Subscription and disposal marks are drawn
    /// where they say something: a `^` after the first column, a `!` before the end of the
    /// line (a disposal at 1000 is the test ending, and is not drawn).
    ///
    /// - throws: `MarbleSyntaxError` when an input line cannot be read.
    public func recordDiagram<Output: ObservableConvertibleType>(
        _ operatorText: String,
        expected: String,
        values: [String: Any] = [:],
        error: Swift.Error = MarbleError(),
        disposed: TestTime? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ build: @escaping (DiagramInputs) -> Output
    ) throws(MarbleSyntaxError) -> RecordedDiagram {
        let run = DiagramRun(scheduler: self, operatorText: operatorText, subscribers: [DiagramSubscriber(disposedAt: disposed, expected: expected)])
        try run.record(build, label: diagramLabel, innerOf: { _ in nil })
        let expectation = DiagramExpectation(marbles: expected, values: values, inners: nil, error: error)
        if let problem = expectation.problem(with: run) {
            reportFailure(problem, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return run.diagram
    }

    /// `recordDiagram(_:expected:values:error:disposed:_:)` for an operator whose elements are
    /// sequences (`window`, `groupBy`): each element is subscribed when it arrives and drawn
    /// as an inner sequence branching off the output line, labelled by its key (a group) or
    /// not at all (a window).
    ///
    /// `inners` gives, for each letter of `expected`, the marble line its sequence must
    /// match, in the output's columns (column 0 is 200):
    ///
    ///     let diagram = try scheduler.recordDiagram(
    ///         "groupBy { $0 % 2 }", expected: "-a-b---|",
    ///         values: ["a": 1, "b": 0], inners: ["a": "-1---3-|", "b": "---2---|"]
    ///     ) { d in d.hot("-1-2-3-|", of: Int.self).groupBy { $0 % 2 } }
    ///
    /// A letter without an entry in `values` matches an element drawn without a label (a
    /// window). Every element's sequence must be given: a picture shows them all.
    public func recordDiagram<Output: ObservableConvertibleType>(
        _ operatorText: String,
        expected: String,
        values: [String: Any] = [:],
        inners: [String: String] = [:],
        error: Swift.Error = MarbleError(),
        disposed: TestTime? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ build: @escaping (DiagramInputs) -> Output
    ) throws(MarbleSyntaxError) -> RecordedDiagram where Output.Element: ObservableConvertibleType {
        let run = DiagramRun(scheduler: self, operatorText: operatorText, subscribers: [DiagramSubscriber(disposedAt: disposed, expected: expected)])
        try run.record(build, label: { ($0 as? DiagramKeyed)?.diagramKey ?? "" }, innerOf: { $0.asObservable().map { $0 as Any } })
        let expectation = DiagramExpectation(marbles: expected, values: values, inners: inners, error: error)
        if let problem = expectation.problem(with: run) {
            reportFailure(problem, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return run.diagram
    }
}

/// One recording: runs the operator, then turns what the sources and the output saw into a
/// diagram.
final class DiagramRun {
    let scheduler: TestScheduler
    let operatorText: String
    /// Who subscribes to the operator, when, and until when.
    let subscribers: [DiagramSubscriber]
    let inputs: DiagramInputs
    /// What each subscriber saw, in the order of `subscribers`.
    let outputs: [DiagramSubscription]
    /// The sequences the first subscriber received as elements, each with the index of its
    /// element among that subscriber's events.
    var outputInners: [(event: Int, subscription: DiagramSubscription)] = []
    private(set) var diagram = RecordedDiagram(operatorText: "", diagram: MarbleDiagram([]), timeOfTickZero: 0, outputCount: 1)
    private(set) var origin = TestScheduler.Defaults.subscribed

    init(scheduler: TestScheduler, operatorText: String, subscribers: [DiagramSubscriber]) {
        precondition(!subscribers.isEmpty, "recordDiagram needs at least one subscriber.")
        self.scheduler = scheduler
        self.operatorText = operatorText
        self.subscribers = subscribers
        self.inputs = DiagramInputs(scheduler: scheduler)
        self.outputs = subscribers.map { DiagramSubscription(start: $0.subscribed, point: nil) }
    }

    /// The first subscriber's view: the output of a diagram with one subscriber.
    var output: DiagramSubscription { outputs[0] }

    /// When the run ends: the last subscriber's disposal (1000 unless the test chose).
    var end: TestTime { subscribers.map { $0.disposed ?? TestScheduler.Defaults.disposed }.max() ?? TestScheduler.Defaults.disposed }

    /// Whether the test chose a disposal time for any subscriber: inputs disposed before the
    /// end are then drawn too.
    var disposalIsChosen: Bool { subscribers.contains { $0.disposed != nil } }

    /// Runs the scheduler as `start` does, recording each subscriber's output (and each
    /// sequence the first one receives, when `innerOf` finds one), then builds the diagram.
    func record<Output: ObservableConvertibleType>(
        _ build: @escaping (DiagramInputs) -> Output,
        label: @escaping (Output.Element) -> String,
        innerOf: @escaping (Output.Element) -> Observable<Any>?
    ) throws(MarbleSyntaxError) {
        var source: Observable<Output.Element>?
        var subscriptions: [Disposable?] = Array(repeating: nil, count: subscribers.count)
        var innerSubscriptions: [Disposable] = []
        let inputs = self.inputs
        let scheduler = self.scheduler

        _ = scheduler.scheduleAbsoluteVirtual((), time: TestScheduler.Defaults.created) { _ in
            inputs.isBuilding = true
            source = build(inputs).asObservable()
            inputs.isBuilding = false
            return Disposables.create()
        }
        for (index, subscriber) in subscribers.enumerated() {
            let output = outputs[index]
            _ = scheduler.scheduleAbsoluteVirtual((), time: subscriber.subscribed) { [unowned self] _ in
                subscriptions[index] = source?.subscribe(
                    AnyObserver { event in
                        let time = scheduler.clock
                        switch event {
                        case .next(let element):
                            output.events.append((time, .next(label(element))))
                            if index == 0, let inner = innerOf(element) {
                                let recorded = DiagramSubscription(start: time, point: nil)
                                self.outputInners.append((output.events.count - 1, recorded))
                                innerSubscriptions.append(
                                    inner.subscribe(
                                        AnyObserver { innerEvent in
                                            recorded.events.append((scheduler.clock, diagramText(of: innerEvent)))
                                            if innerEvent.isStopEvent { recorded.terminated = true }
                                        }))
                            }
                        case .error, .completed:
                            output.events.append((time, diagramText(of: event)))
                            output.terminated = true
                        }
                    })
                return Disposables.create()
            }
            _ = scheduler.scheduleAbsoluteVirtual((), time: subscriber.disposed ?? TestScheduler.Defaults.disposed) { [unowned self] _ in
                if !output.terminated { output.end = scheduler.clock }
                subscriptions[index]?.dispose()
                if index == 0 {
                    for (_, inner) in outputInners where !inner.terminated {
                        inner.end = scheduler.clock
                    }
                    innerSubscriptions.forEach { $0.dispose() }
                }
                return Disposables.create()
            }
        }
        scheduler.start()
        // Let go of the operator and its sources now: the leak check counts them.
        source = nil
        subscriptions = []
        innerSubscriptions = []
        let syntaxError = inputs.syntaxError
        diagram = makeDiagram()
        inputs.observables = []
        if let syntaxError {
            throw syntaxError
        }
    }

    /// The tick of a virtual time: ticks count from `origin`, ten to a column.
    func tick(_ time: TestTime) -> Int {
        time - origin
    }

    /// Where a subscription's disposal is drawn: only when it came before its sequence ended,
    /// and before the end of the test (or the test chose a disposal).
    private func shownDisposal(_ subscription: DiagramSubscription) -> Int? {
        guard let end = subscription.end, !subscription.terminated, end < self.end || disposalIsChosen else { return nil }
        return tick(end)
    }

    private func makeDiagram() -> RecordedDiagram {
        let columnTime = TestScheduler.Defaults.marbleTick
        let sources = inputs.sources
        let subscribed = TestScheduler.Defaults.subscribed

        // Tick 0 is 200, or as many columns earlier as the earliest thing drawn needs.
        // The element types spelled out: inferred, this line took the type checker 3 s.
        var times: [TestTime] = [subscribed]
        times += outputs.flatMap { output -> [TestTime] in [output.start] + output.events.map(\.time) }
        times += outputInners.flatMap { inner -> [TestTime] in inner.subscription.events.map(\.time) }
        for source in sources {
            if source.isHot && source.isInput { times += source.script.map(\.time) }
            times += source.subscriptions.flatMap { [$0.start] + $0.events.map(\.time) }
        }
        let earliest = times.min() ?? subscribed
        origin = subscribed - ((subscribed - earliest + columnTime - 1) / columnTime) * columnTime

        func timed(_ events: [(time: TestTime, event: MarbleEvent)]) -> [TimedMarbleEvent] {
            events.map { TimedMarbleEvent(tick($0.time), $0.event) }
        }
        func innerLine(_ subscription: DiagramSubscription) -> MarbleLine {
            MarbleLine(events: timed(subscription.events), subscribedAt: tick(subscription.start), disposedAt: shownDisposal(subscription))
        }

        // The input lines: one per subscription (a hot line shows its whole script, faded
        // where nobody listened; a cold one what it sent), or the script if never subscribed.
        var lines: [MarbleLine] = []
        var lineOf: [Int: [Int]] = [:]
        for source in sources where source.isInput {
            if source.subscriptions.isEmpty {
                // Never subscribed: its script, as from 200 if cold, all of it unheard.
                let script = source.isHot ? source.script : source.script.map { ($0.time + subscribed, $0.event) }
                lines.append(MarbleLine(source.label, events: timed(script).map { TimedMarbleEvent($0.tick, $0.event, observed: false) }))
                lineOf[source.index] = [lines.count - 1]
                continue
            }
            for subscription in source.subscriptions {
                var events = timed(source.isHot ? source.script : subscription.events)
                if source.isHot {
                    // The events sent at a time reach a subscriber in script order, so the
                    // first n of them at that time are the n it received.
                    for index in events.indices {
                        let time = source.script[index].time
                        let before = source.script[..<index].filter { $0.time == time }.count
                        events[index].observed = before < subscription.events.filter { $0.time == time }.count
                    }
                }
                lines.append(
                    MarbleLine(
                        source.label, events: events,
                        subscribedAt: subscription.start > origin ? tick(subscription.start) : nil,
                        disposedAt: shownDisposal(subscription)))
                lineOf[source.index, default: []].append(lines.count - 1)
            }
        }

        // Inner sequences hang from the input event they belong to.
        func place(_ point: DeliveryPoint) -> (line: Int, event: Int)? {
            guard let line = lineOf[point.source]?[point.subscription] else { return nil }
            let atTime = lines[line].events.indices.filter { lines[line].events[$0].tick == tick(point.time) }
            return point.occurrence < atTime.count ? (line, atTime[point.occurrence]) : nil
        }
        for source in sources where !source.isInput {
            for subscription in source.subscriptions {
                var target: (line: Int, event: Int)?
                if let point = source.createdDuring {
                    target = place(point)
                } else if let point = subscription.point, source.elementOf.contains(where: { $0.source == point.source }) {
                    target = place(point)
                } else if let element = source.elementOf.first, let line = lineOf[element.source]?.first, element.event < lines[line].events.count {
                    target = (line, element.event)
                }
                if let target {
                    lines[target.line].events[target.event].inners.append(innerLine(subscription))
                }
            }
        }

        // One output line per subscriber, the operator's box above the first.
        for (index, output) in outputs.enumerated() {
            var outputEvents = timed(output.events)
            if index == 0 {
                for (event, subscription) in outputInners {
                    outputEvents[event].inners.append(innerLine(subscription))
                }
            }
            lines.append(
                MarbleLine(
                    subscribers[index].label, events: outputEvents, subscribedAt: output.start > origin ? tick(output.start) : nil,
                    disposedAt: shownDisposal(output), producedBy: index == 0 ? operatorText : nil))
        }
        return RecordedDiagram(
            operatorText: operatorText, diagram: MarbleDiagram(lines, ticksPerColumn: columnTime), timeOfTickZero: origin, outputCount: outputs.count)
    }
}

/// The output a test expects of a recorded diagram, and the difference from what it got.
struct DiagramExpectation {
    let marbles: String
    let values: [String: Any]
    /// The marble line of each letter's inner sequence; `nil` for an output of plain elements.
    let inners: [String: String]?
    let error: Swift.Error

    /// A report of how what `subscriber` saw differs from the expectation, or `nil` if it
    /// does not.
    func problem(with run: DiagramRun, subscriber: Int = 0) -> String? {
        let expected: [(time: TestTime, event: MarbleEvent)]
        let letters: [Character]
        do {
            (expected, letters) = try read(marbles)
        } catch {
            return "The expected marble line cannot be read: \(error)"
        }
        let actual = run.outputs[subscriber].events
        let label = run.subscribers[subscriber].label
        let title = "recordDiagram(\"\(run.operatorText)\"): the output\(label.isEmpty ? "" : " of \(label)") differs from the expected marble line"
        if let difference = difference(actual, expected, run: run, title: title) {
            return difference
        }
        guard let inners, subscriber == 0 else { return nil }
        // The sequences sent, in the order of their elements.
        for (event, subscription) in run.outputInners {
            let position = actual[..<event].filter { if case .next = $0.event { true } else { false } }.count
            let letter = String(letters[position])
            guard let line = inners[letter] else {
                return "recordDiagram(\"\(run.operatorText)\"): the output's element at \(actual[event].time) ('\(letter)') is a sequence: "
                    + "give its marble line in inners: [\"\(letter)\": …]. Its events: \(subscription.events.map(describe).joined(separator: ", "))"
            }
            let innerExpected: [(time: TestTime, event: MarbleEvent)]
            do {
                innerExpected = try read(line).events
            } catch {
                return "The expected marble line of inner sequence '\(letter)' cannot be read: \(error)"
            }
            let title = "recordDiagram(\"\(run.operatorText)\"): the sequence of element '\(letter)' (at \(actual[event].time)) differs from its marble line"
            if let difference = difference(subscription.events, innerExpected, run: run, title: title) {
                return difference
            }
        }
        return nil
    }

    /// Reads a marble line into timed events, each letter standing for its value's label or
    /// for itself; also returns the letters of the elements, in order.
    private func read(_ marbles: String) throws(MarbleSyntaxError) -> (events: [(time: TestTime, event: MarbleEvent)], letters: [Character]) {
        let script = try MarbleScript(marbles, allowsSubscription: true)
        let recorded: [Recorded<Event<Character>>] = try script.events(
            subscribed: TestScheduler.Defaults.subscribed, tickDuration: TestScheduler.Defaults.marbleTick, error: error, value: { $0 }, missing: "")
        var letters: [Character] = []
        let events = recorded.map { recorded -> (time: TestTime, event: MarbleEvent) in
            switch recorded.value {
            case .next(let letter):
                letters.append(letter)
                return (recorded.time, .next(values[String(letter)].map(diagramLabel) ?? String(letter)))
            case .error(let error): return (recorded.time, .error("\(error)"))
            case .completed: return (recorded.time, .completed)
            }
        }
        return (events, letters)
    }

    /// The drawn difference between two lines of events, or `nil` when they are equal.
    private func difference(
        _ actual: [(time: TestTime, event: MarbleEvent)],
        _ expected: [(time: TestTime, event: MarbleEvent)],
        run: DiagramRun,
        title: String
    ) -> String? {
        let equal = { (actual: (time: TestTime, event: MarbleEvent), expected: (time: TestTime, event: MarbleEvent)) -> Bool in
            guard actual.time == expected.time else { return false }
            // An element drawn without a label (a window) matches any letter not in `values`.
            if self.inners != nil, case .next("") = actual.event, case .next(let text) = expected.event, text.count == 1, self.values[text] == nil {
                return true
            }
            return actual.event == expected.event
        }
        guard let list = alignedDifference(actual, expected, noun: "event", equal: equal, describe: describe) else { return nil }
        let columnTime = TestScheduler.Defaults.marbleTick
        let earliest = min(run.origin, (actual + expected).map(\.time).min() ?? run.origin)
        let origin = run.origin - ((run.origin - earliest + columnTime - 1) / columnTime) * columnTime
        func line(_ label: String, _ events: [(time: TestTime, event: MarbleEvent)]) -> MarbleLine {
            MarbleLine(label, events: events.map { TimedMarbleEvent($0.time - origin, $0.event) })
        }
        let drawing = MarbleDiagram([line("expected", expected), line("actual", actual)], ticksPerColumn: columnTime)
        return [
            "\(title) (one column = \(columnTime) virtual time units, column 0 = time \(origin)):",
            drawing.rendered,
            list,
        ].joined(separator: "\n")
    }
}

/// An event as a difference lists it: `next(10) @ 210`.
private func describe(_ timed: (time: TestTime, event: MarbleEvent)) -> String {
    switch timed.event {
    case .next(let text): "next(\(text)) @ \(timed.time)"
    case .error(let message): "error(\(message)) @ \(timed.time)"
    case .completed: "completed @ \(timed.time)"
    }
}
