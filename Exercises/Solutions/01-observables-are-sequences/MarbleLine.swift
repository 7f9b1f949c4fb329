// Reference solution for exercise 01.2 — a marble line. Try the exercise first.
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
    // A sequence that has not ended goes on: the line stays open.
    if events.last?.isStopEvent != true {
        line += "-"
    }
    return line
}
