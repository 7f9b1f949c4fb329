// Mistake: treats only completed as the end of a sequence, forgetting that an error ends it too.
// Caught by: finds a second terminal event
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    let end = events.firstIndex { event in
        if case .completed = event { return true }
        return false
    }
    guard let end, end + 1 < events.count else {
        return nil
    }
    return end + 1
}
