// Mistake: keeps looking after the first violation and reports the last one.
// Caught by: reports the first violation, not a later one
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    var ended = false
    var violation: Int?
    for (index, event) in events.enumerated() {
        if ended { violation = index }
        if event.isStopEvent { ended = true }
    }
    return violation
}
