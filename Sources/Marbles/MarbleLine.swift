// One timeline: what one subscriber (or one source) saw, tick by tick. Chapter 1.

/// The events of one sequence over time, with a label, ready to be drawn.
///
/// A line draws whatever was recorded, including events the grammar forbids (an element
/// after `|`): chapter 3 relies on that to show what an unguarded observable lets through.
public struct MarbleLine: Hashable, Sendable {
    /// The name drawn left of the line (`source`, `map(*10)`); may be empty.
    public var label: String
    /// The events, in the order they happened.
    public var events: [TimedMarbleEvent]
    /// The tick of the subscription, drawn `^`, if it should be shown.
    public var subscribedAt: Int?
    /// The tick of the disposal, drawn `!`, if it should be shown.
    public var disposedAt: Int?
    /// The operator that made this line out of the lines above it (`map { $0 * 10 }`), if any.
    /// A picture draws it as a box above the line; the text drawing uses it as the line's label
    /// when the line has none.
    public var producedBy: String?

    /// Creates a line from timed events.
    public init(
        _ label: String = "",
        events: [TimedMarbleEvent],
        subscribedAt: Int? = nil,
        disposedAt: Int? = nil,
        producedBy: String? = nil
    ) {
        self.label = label
        self.events = events
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
        self.producedBy = producedBy
    }

    /// `true` when the line neither terminated nor was disposed: it is still going, and is
    /// drawn with a few more `-` to say so.
    public var isOngoing: Bool {
        disposedAt == nil && !events.contains { $0.event.isTerminal }
    }

    /// The last tick at which anything is drawn on the line itself, or `nil` for an empty
    /// line. (Its inner lines may go on later: `lastTickWithInners`.)
    public var lastTick: Int? {
        let ticks = events.map(\.tick) + [subscribedAt, disposedAt].compactMap { $0 }
        return ticks.max()
    }

    /// The last tick at which anything is drawn on the line or on its inner lines.
    var lastTickWithInners: Int? {
        ([lastTick] + events.flatMap(\.inners).map(\.lastTickWithInners)).compactMap { $0 }.max()
    }

    /// The name a drawing gives the line: its label, or else the operator that made it.
    var displayLabel: String {
        label.isEmpty ? producedBy ?? "" : label
    }

    /// The line drawn on its own, with its legend if it needs one.
    public var rendered: String {
        MarbleDiagram([self]).rendered
    }
}
