// Exercise 01.1 — the grammar. Check it with `swift run exercises 01.1`.
//
// A sequence sends `next* (error | completed)?`: any number of elements, then at most one
// terminal event, and nothing after it. Return the index of the first event that breaks
// this rule, or nil if the whole array follows it.
//
//     [.next(1), .completed]              → nil
//     [.next(1), .completed, .next(2)]    → 2
//
// Read: Chapters/01-observables-are-sequences/README.md#the-grammar
import NaiveRx

/// The index of the first event in `events` that breaks `next* (error | completed)?`,
/// or `nil` if there is none.
public func firstGrammarViolation(in events: [Event<Int>]) -> Int? {
    // Replace this line: it claims every sequence is valid.
    return nil
}
