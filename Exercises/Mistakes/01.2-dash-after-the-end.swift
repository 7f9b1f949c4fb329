// Mistake: draws one more dash after every line, even after the | or # that ends it.
// Caught by: draws elements then completion
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
    return line + "-"
}
