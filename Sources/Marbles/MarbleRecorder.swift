// Recording events as a demo receives them, so that they can be drawn. Every demo uses it.

/// A clock for demos with no real time: it moves forward only when told to.
///
/// Share one clock between several recorders to line their events up by cause: tick the
/// clock where the source sends, and every recorder stamps what it receives with that same
/// tick. An element that an operator drops then shows as a gap in its line.
public final class MarbleClock {
    /// The blank ticks drawn between two events (`--1--2` has a gap of 2).
    public let gap: Int
    private var slot = -1

    /// Creates a clock whose first event slot is tick `gap`, then one every `gap + 1` ticks.
    public init(gap: Int = 2) {
        precondition(gap >= 0, "A marble clock's gap cannot be negative.")
        self.gap = gap
    }

    /// The current tick (0 until the first `tick()`).
    public var now: Int { max(slot, 0) }

    /// Moves to the next event slot: `gap` blank ticks after the previous one.
    public func tick() {
        slot += gap + 1
    }
}

/// Records events with ticks and turns them into a `MarbleLine`.
///
/// Without a clock it stamps events in arrival order: each event gets the next slot of a
/// clock of its own, so `1, 2, 3, completed` draws as `--1--2--3--|`. With a shared clock it
/// stamps each event with the clock's current tick and never moves the clock itself.
///
///     let recorder = MarbleRecorder("source")
///     _ = observable.subscribe(onNext: recorder.onNext, onError: recorder.onError,
///                              onCompleted: recorder.onCompleted)
///     print(recorder.line.rendered)
public final class MarbleRecorder {
    /// The label of the line it records.
    public let label: String
    /// What it has recorded so far.
    public private(set) var events: [TimedMarbleEvent] = []
    private let clock: MarbleClock
    private let ownsClock: Bool
    private var subscribedAt: Int?
    private var disposedAt: Int?

    /// Creates a recorder. Without `clock` it stamps in arrival order with a clock of its own.
    public init(_ label: String = "", clock: MarbleClock? = nil) {
        self.label = label
        self.clock = clock ?? MarbleClock()
        self.ownsClock = clock == nil
    }

    /// Records `event` at a shared clock's current tick, or at the next slot of its own clock.
    public func record(_ event: MarbleEvent) {
        events.append(TimedMarbleEvent(stamp(), event))
    }

    /// Records an element, drawn as `String(describing: element)`.
    public func onNext(_ element: Any) {
        record(.next(String(describing: element)))
    }

    /// Records an error, drawn `#`, with its description in the legend.
    public func onError(_ error: any Error) {
        record(.error(String(describing: error)))
    }

    /// Records completion, drawn `|`.
    public func onCompleted() {
        record(.completed)
    }

    /// Marks the subscription, drawn `^`, at the current tick (it takes no slot of its own).
    public func subscribed() {
        subscribedAt = clock.now
    }

    /// Marks the disposal, drawn `!`, at a shared clock's current tick or in the next slot
    /// of its own clock.
    public func disposed() {
        disposedAt = stamp()
    }

    /// Everything recorded so far, as a line to draw.
    public var line: MarbleLine {
        MarbleLine(label, events: events, subscribedAt: subscribedAt, disposedAt: disposedAt)
    }

    private func stamp() -> Int {
        if ownsClock { clock.tick() }
        return clock.now
    }
}
