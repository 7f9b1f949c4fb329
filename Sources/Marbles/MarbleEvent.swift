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
public struct TimedMarbleEvent: Hashable, Sendable {
    /// When it happened: the column, counting from 0.
    public var tick: Int
    /// What happened.
    public var event: MarbleEvent

    /// Creates an event at `tick`.
    public init(_ tick: Int, _ event: MarbleEvent) {
        self.tick = tick
        self.event = event
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
