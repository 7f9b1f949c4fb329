// Mistake: looks only for an element after the end, so a second terminal event passes unnoticed.
// Caught by: finds a second terminal event
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    var ended = false
    for (index, event) in events.enumerated() {
        switch event {
        case .next:
            if ended { return index }
        case .error, .completed:
            ended = true
        }
    }
    return nil
}
