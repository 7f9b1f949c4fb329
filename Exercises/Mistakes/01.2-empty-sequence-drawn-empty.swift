// Mistake: only a line with a last event stays open, so a sequence with no events yet draws nothing.
// Caught by: leaves a sequence that has not ended open
import NaiveRx

/// `events` drawn as a marble line: `-a-b-|`.
public func marbleLine(_ events: [Event<String>]) -> String {
    var line = ""
    for event in events {
        line += "-"
        switch event {
        case .next(let element): line += element
        case .error: line += "#"
        case .completed: line += "|"
        }
    }
    if let last = events.last, !last.isStopEvent {
        line += "-"
    }
    return line
}
