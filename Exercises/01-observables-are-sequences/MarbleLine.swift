// Exercise 01.2 — a marble line. Check it with `swift run exercises 01.2`.
//
// Draw a sequence the way marble diagrams do: each event after one `-`, an element as
// itself, `completed` as `|`, an error as `#`. A sequence that has not ended ends with
// one more `-`.
//
//     [.next("a"), .next("b"), .completed]   → "-a-b-|"
//     [.next("a"), .error(boom)]             → "-a-#"
//     [.next("a"), .next("b")]               → "-a-b-"
//
// Read: Chapters/01-observables-are-sequences/README.md#marble-diagrams
import NaiveRx

/// `events` drawn as a marble line: `-a-b-|`.
public func marbleLine(_ events: [Event<String>]) -> String {
    // Replace this line: it draws nothing.
    return ""
}
