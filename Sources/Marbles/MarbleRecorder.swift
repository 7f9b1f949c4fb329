// Recording events as a demo receives them, so that they can be drawn. Every demo uses it.
import Synchronization

/// A clock for demos with no real time: it moves forward only when told to.
///
/// Share one clock between several recorders to line their events up by cause: tick the
/// clock where the source sends, and every recorder stamps what it receives with that same
/// tick. An element that an operator drops then shows as a gap in its line.
///
/// Safe to share between threads: a mutex guards the current tick.
public final class MarbleClock: Sendable {
    /// The blank ticks drawn between two events (`--1--2` has a gap of 2).
    public let gap: Int
    private let slot = Mutex(-1)

    /// Creates a clock whose first event slot is tick `gap`, then one every `gap + 1` ticks.
    public init(gap: Int = 2) {
        precondition(gap >= 0, "A marble clock's gap cannot be negative.")
        self.gap = gap
    }

    /// The current tick (0 until the first `tick()`).
    public var now: Int {
        slot.withLock { max($0, 0) }
    }

    /// Moves to the next event slot: `gap` blank ticks after the previous one.
    public func tick() {
        _ = advance()
    }

    /// Moves to the next event slot and returns it, in one step, so that two threads
    /// ticking at once still get two different slots.
    func advance() -> Int {
        slot.withLock { slot in
            slot += gap + 1
            return slot
        }
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
///
/// Safe to use from several threads: a mutex guards what it has recorded.
public final class MarbleRecorder: Sendable {
    /// The label of the line it records.
    public let label: String
    private let clock: MarbleClock
    private let ownsClock: Bool
    private let state = Mutex(State())

    /// What has been recorded, guarded by `state`'s mutex.
    private struct State {
        var events: [TimedMarbleEvent] = []
        var subscribedAt: Int?
        var disposedAt: Int?
    }

    /// Creates a recorder. Without `clock` it stamps in arrival order with a clock of its own.
    public init(_ label: String = "", clock: MarbleClock? = nil) {
        self.label = label
        self.clock = clock ?? MarbleClock()
        self.ownsClock = clock == nil
    }

    /// What it has recorded so far.
    public var events: [TimedMarbleEvent] {
        state.withLock { $0.events }
    }

    /// Records `event` at a shared clock's current tick, or at the next slot of its own clock.
    public func record(_ event: MarbleEvent) {
        // Stamping under the recorder's lock keeps the events in the order of their ticks
        // when several threads record at once.
        state.withLock { $0.events.append(TimedMarbleEvent(stamp(), event)) }
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
        state.withLock { $0.subscribedAt = clock.now }
    }

    /// Marks the disposal, drawn `!`, at a shared clock's current tick or in the next slot
    /// of its own clock.
    public func disposed() {
        state.withLock { $0.disposedAt = stamp() }
    }

    /// Everything recorded so far, as a line to draw.
    public var line: MarbleLine {
        state.withLock { state in
            MarbleLine(label, events: state.events, subscribedAt: state.subscribedAt, disposedAt: state.disposedAt)
        }
    }

    private func stamp() -> Int {
        ownsClock ? clock.advance() : clock.now
    }
}
