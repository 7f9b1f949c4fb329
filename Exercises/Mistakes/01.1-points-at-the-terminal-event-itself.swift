// Mistake: returns the index of the event that ends the sequence, not of the one after it.
// Caught by: finds an element sent after completed
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    guard let end = events.firstIndex(where: \.isStopEvent), end + 1 < events.count else {
        return nil
    }
    return end
}
