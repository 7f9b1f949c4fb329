// Mistake: draws an error as X, the way some diagrams on the web do, instead of the chapter's #.
// Caught by: draws an error as #
import NaiveRx

/// `events` drawn as a marble line: `-a-b-|`.
public func marbleLine(_ events: [Event<String>]) -> String {
    var line = ""
    for event in events {
        line += "-"
        switch event {
        case .next(let element): line += element
        case .error: line += "X"
        case .completed: line += "|"
        }
    }
    if events.last?.isStopEvent != true {
        line += "-"
    }
    return line
}
