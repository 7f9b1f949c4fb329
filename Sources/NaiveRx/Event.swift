// What an Observable sends: an element, an error, or completion. Chapter 1.

// snippet:begin event
/// One event of a sequence.
///
/// A sequence sends zero or more `next` events, then at most one terminal event:
/// `next* (error | completed)?`. After `error` or `completed` nothing more is sent.
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error; it sends nothing more.
    case error(Swift.Error)
    /// The sequence finished; it sends nothing more.
    case completed
}
// snippet:end event

// snippet:begin is-stop-event
extension Event {
    /// `true` for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }
}
// snippet:end is-stop-event

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(SomeError)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let element): "next(\(element))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}
