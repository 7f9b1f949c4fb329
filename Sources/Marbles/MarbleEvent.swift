// What a marble line draws: an event and the tick it happened at. Chapter 1 introduces
// marble diagrams; every demo draws with them.

/// One event as a marble line draws it: no element types, only the text to show.
///
/// Marbles does not depend on NaiveRx or ProductionRx, so every demo (and later the test
/// library) turns its own `Event` into one of these: `.next("1")`, `.error("boom")`,
/// `.completed`.
public enum MarbleEvent: Hashable, Sendable {
    /// An element, already turned into text (`"1"`, `"10"`, `"tap"`).
    case next(String)
    /// The sequence failed; the text describes the error. Drawn `#`.
    case error(String)
    /// The sequence finished. Drawn `|`.
    case completed

    /// `true` for `error` and `completed`, the events that end a sequence.
    public var isTerminal: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }
}

/// An event and the tick it happened at. Tick 0 is the first column of a marble line.
///
/// An event can carry inner sequences: the timelines of the sequences it stands for or gave
/// rise to. A `window` or `groupBy` element *is* a sequence; `flatMap`'s element is mapped to
/// one, which the operator subscribes to; `catch`'s error is replaced by one. Each inner line
/// has its own subscription and events, on the same ticks as the line that carries it, and a
/// picture draws it as a short timeline branching off that line (`MarbleSVG`); the text
/// drawing gives it a row of its own under its line.
public struct TimedMarbleEvent: Hashable, Sendable {
    /// When it happened: the column, counting from 0 (or the tick, when the diagram has
    /// several ticks to a column: `MarbleDiagram.ticksPerColumn`).
    public var tick: Int
    /// What happened.
    public var event: MarbleEvent
    /// The inner sequences this event stands for or gave rise to, one line per subscription,
    /// in the order they were subscribed. Empty for a plain event.
    public var inners: [MarbleLine]
    /// `false` for an event nobody received: one a hot source sent before its line's
    /// subscription or after its disposal. A picture draws it hollow; the text drawing puts
    /// it before the `^` or after the `!` of its tick.
    public var observed: Bool

    /// Creates an event at `tick`, with the inner sequences it carries, if any.
    public init(_ tick: Int, _ event: MarbleEvent, inners: [MarbleLine] = [], observed: Bool = true) {
        self.tick = tick
        self.event = event
        self.inners = inners
        self.observed = observed
    }
}

/// The characters a marble line gives a meaning to. A one-character value that is one of
/// these is drawn through the legend, so that a line never reads two ways.
public enum MarbleSymbol {
    /// A tick in which nothing happened.
    public static let tick: Character = "-"
    /// Completion.
    public static let completed: Character = "|"
    /// Error.
    public static let error: Character = "#"
    /// The moment of subscription.
    public static let subscribed: Character = "^"
    /// The moment of disposal.
    public static let disposed: Character = "!"
    /// Opens a group of events at the same tick: `(ab)`.
    public static let groupStart: Character = "("
    /// Closes a group of events at the same tick.
    public static let groupEnd: Character = ")"

    /// Every character above, plus the space, which a line never contains.
    public static let reserved: Set<Character> = [
        tick, completed, error, subscribed, disposed, groupStart, groupEnd, " ",
    ]
}
