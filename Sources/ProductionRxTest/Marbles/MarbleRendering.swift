// Recorded events drawn back as a marble line, with the renderer of Sources/Marbles.
// Chapter 8 ("Testing in virtual time").
import Marbles
import ProductionRx

/// How recorded events are laid out in columns: the time of `^` (`subscribed`), the column it
/// is drawn in, and the virtual time one column stands for.
struct MarbleLayout {
    let subscribed: TestTime
    let tickDuration: TestTime
    /// The column `subscribed` falls in; `nil` when `^` is not drawn (it is then column 0).
    let subscriptionColumn: Int?

    /// The column of `time`; a time between two columns is drawn in the earlier one.
    func column(of time: TestTime) -> Int {
        let offset = time - subscribed
        let ticks = offset >= 0 ? offset / tickDuration : -((-offset + tickDuration - 1) / tickDuration)
        return ticks + (subscriptionColumn ?? 0)
    }

    /// `true` when `time` falls exactly on a column.
    func isOnGrid(_ time: TestTime) -> Bool {
        (time - subscribed) % tickDuration == 0
    }

    /// The time column 0 stands for.
    var timeOfColumnZero: TestTime {
        subscribed - (subscriptionColumn ?? 0) * tickDuration
    }

    /// The same layout with everything moved right so that no column is negative, drawing
    /// `^` when anything happened before `subscribed`.
    func fitting(_ times: [TestTime]) -> MarbleLayout {
        let earliest = times.map(column(of:)).min() ?? 0
        guard earliest < 0 else { return self }
        return MarbleLayout(subscribed: subscribed, tickDuration: tickDuration, subscriptionColumn: (subscriptionColumn ?? 0) - earliest)
    }

    /// The events as a `MarbleLine` for the renderer.
    func line<Element>(_ label: String, _ events: [Recorded<Event<Element>>], text: (Element) -> String) -> MarbleLine {
        MarbleLine(
            label,
            events: events.map { recorded in
                let event: MarbleEvent =
                    switch recorded.value {
                    case .next(let element): .next(text(element))
                    case .error(let error): .error("\(error)")
                    case .completed: .completed
                    }
                return TimedMarbleEvent(column(of: recorded.time), event)
            },
            subscribedAt: subscriptionColumn
        )
    }
}

/// The text a value is drawn with: its key in `values` (the first in alphabetical order if
/// several keys map to it), otherwise its description, quoted if that would read as a key.
func marbleText<Element: Equatable>(_ element: Element, values: [String: Element]) -> String {
    if let key = values.filter({ $0.value == element }).keys.sorted().first {
        return key
    }
    let description = "\(element)"
    return values[description] == nil ? description : "\"\(description)\""
}

/// Draws recorded events as a marble line: the reverse of `recordedEvents(marbles:)`.
///
/// Each column is `tickDuration` virtual time units; column 0 is `subscribed`, unless
/// something happened earlier: then `^` marks `subscribed` and the line starts at the
/// earliest event. A time between two columns is drawn in the earlier one. Values are drawn
/// as their description; a value whose description is longer than one character (or a
/// reserved symbol) is drawn as a letter, which only the legend of the difference message
/// explains. A sequence that has not ended runs on with `---`.
///
///     renderMarbles([.next(210, "a"), .completed(230)])  // "-a-|"
public func renderMarbles<Element>(
    _ events: [Recorded<Event<Element>>],
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) -> String {
    let layout = MarbleLayout(subscribed: subscribed, tickDuration: tickDuration, subscriptionColumn: nil)
        .fitting(events.map(\.time))
    return firstRow(of: MarbleDiagram(layout.line("", events) { "\($0)" }))
}

/// Draws recorded events as a marble line, each value as its key in `values`, so that
/// `recordedEvents(marbles:values:)` reads the line back into the same events.
public func renderMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    values: [String: Element],
    subscribed: TestTime = TestScheduler.Defaults.subscribed,
    tickDuration: TestTime = TestScheduler.Defaults.marbleTick
) -> String {
    let layout = MarbleLayout(subscribed: subscribed, tickDuration: tickDuration, subscriptionColumn: nil)
        .fitting(events.map(\.time))
    return firstRow(of: MarbleDiagram(layout.line("", events) { marbleText($0, values: values) }))
}

/// The line itself, without the legend row.
private func firstRow(of diagram: MarbleDiagram) -> String {
    String(diagram.rendered.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
}
