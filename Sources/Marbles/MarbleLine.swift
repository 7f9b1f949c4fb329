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

    /// Creates a line from timed events.
    public init(
        _ label: String = "",
        events: [TimedMarbleEvent],
        subscribedAt: Int? = nil,
        disposedAt: Int? = nil
    ) {
        self.label = label
        self.events = events
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
    }

    /// `true` when the line neither terminated nor was disposed: it is still going, and is
    /// drawn with a few more `-` to say so.
    public var isOngoing: Bool {
        disposedAt == nil && !events.contains { $0.event.isTerminal }
    }

    /// The last tick at which anything is drawn, or `nil` for an empty line.
    public var lastTick: Int? {
        let ticks = events.map(\.tick) + [subscribedAt, disposedAt].compactMap { $0 }
        return ticks.max()
    }

    /// The line drawn on its own, with its legend if it needs one.
    public var rendered: String {
        MarbleDiagram([self]).rendered
    }
}
