// Reference solution for exercise 01.1 — the grammar. Try the exercise first.
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    // Whatever follows the first terminal event breaks the grammar, whatever it is.
    guard let end = events.firstIndex(where: \.isStopEvent), end + 1 < events.count else {
        return nil
    }
    return end + 1
}
