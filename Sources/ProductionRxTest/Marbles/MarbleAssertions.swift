// Asserting recorded events against a marble line; a failure draws the expected and the
// actual line one above the other. Chapter 8 ("Testing in virtual time").
import Marbles
import ProductionRx

/// The difference between recorded events and the marble line they should match, or `nil`
/// when they match (compared as events, with `Event`'s `==`).
///
/// The message draws both lines in the same columns, then lists the events that differ with
/// their exact times, lined up as a diff (a missing or extra event is one difference):
///
///     Recorded events differ from the marble line (one column = 10 virtual time units, column 0 = time 200):
///     expected  -A-B-C-|
///     actual    -A-B-D-|
///     1 of 4 events differ (actual, then expected):
///       [2] actual:   next(D) @ 250
///           expected: next(C) @ 250
///
/// A marble line that cannot be read is reported as the difference.
public func marblesDifference<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    values: [String: Element],
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) -> String? {
    difference(
        events, marbles, error: error, subscribed: subscribed, tickDuration: tickDuration,
        value: { values[String($0)] }, missing: "has no entry in values",
        text: { marbleText($0, values: values) })
}

/// `marblesDifference(_:_:values:error:subscribed:tickDuration:)` for `String` or `Int`
/// values, drawn in the line as themselves.
public func marblesDifference<Element: Equatable & MarbleValue>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) -> String? {
    difference(
        events, marbles, error: error, subscribed: subscribed, tickDuration: tickDuration,
        value: { Element(marble: $0) }, missing: "does not stand for a \(Element.self) by itself: pass values:",
        text: { "\($0)" })
}

private func difference<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    error: Swift.Error,
    subscribed: TestTime,
    tickDuration: TestTime,
    value: (Character) -> Element?,
    missing: String,
    text: (Element) -> String
) -> String? {
    let script: MarbleScript
    let expected: [Recorded<Event<Element>>]
    do {
        script = try MarbleScript(marbles, allowsSubscription: true)
        expected = try script.events(subscribed: subscribed, tickDuration: tickDuration, error: error, value: value, missing: missing)
    } catch {
        return "The expected marble line cannot be read: \(error)"
    }
    // Lined up as a diff, not position by position: one missing event is one difference.
    guard let eventsDifference = alignedDifference(events, expected, noun: "event", equal: { $0 == $1 }, describe: { $0.debugDescription }) else {
        return nil
    }

    let layout = MarbleLayout(subscribed: subscribed, tickDuration: tickDuration, subscriptionColumn: script.subscriptionTick)
        .fitting((events + expected).map(\.time))
    let diagram = MarbleDiagram(
        layout.line("expected", expected, text: text),
        layout.line("actual", events, text: text)
    )
    var message = [
        "Recorded events differ from the marble line "
            + "(one column = \(tickDuration) virtual time units, column 0 = time \(layout.timeOfColumnZero)):",
        diagram.rendered,
    ]
    if events.contains(where: { !layout.isOnGrid($0.time) }) {
        message.append("(Some actual events fall between two columns and are drawn in the earlier one; their exact times are below.)")
    }
    message.append(eventsDifference)
    return message.joined(separator: "\n")
}

/// Fails the current test unless `events` match the marble line, drawing the expected and
/// the actual line one above the other (see `marblesDifference`). Works under Swift Testing
/// (records an `Issue`) and XCTest (`XCTFail`).
///
///     let xs = scheduler.createHotObservable(marbles: "-a-b-|", values: ["a": 1, "b": 2])
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     assertMarbles(res.events, "-A-B-|", values: ["A": 10, "B": 20])
public func assertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    values: [String: Element],
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let difference = marblesDifference(events, marbles, values: values, error: error, subscribed: subscribed, tickDuration: tickDuration) else {
        return
    }
    reportFailure(difference, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `assertMarbles(_:_:values:error:subscribed:tickDuration:)` for `String` or `Int` values,
/// written in the line as themselves: `assertMarbles(res.events, "-1-2-|")`.
public func assertMarbles<Element: Equatable & MarbleValue>(
    _ events: [Recorded<Event<Element>>],
    _ marbles: String,
    error: Swift.Error = MarbleError(),
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let difference = marblesDifference(events, marbles, error: error, subscribed: subscribed, tickDuration: tickDuration) else {
        return
    }
    reportFailure(difference, at: AssertionLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
