// Exercise 08.1 — state an operator's behaviour as a marble line. Check it with
// `swift run exercises 08.1`.
//
// Each constant below is the marble line you expect an operator to produce, written before
// you run anything. The check runs the operator in a TestScheduler, with the test
// scheduler's defaults, and reads your line the way `assertMarbles` does:
// - one character is 10 ticks, and column 0 is tick 200, when `start` subscribes;
// - `-` is a tick in which nothing happens, a digit is a `next` with that number,
//   `|` is completion, `#` is an error;
// - `(2|)` puts everything inside at one tick, and takes one column in all;
// - `^` marks the subscription (tick 200) when you want to draw what came before it;
// - spaces are ignored, and dashes after the last event change nothing.
//
// The sources are hot unless the comment says cold: a hot line's column 0 is tick 200 too,
// a cold line's column 0 is the moment it is subscribed.
//
// A failing check names the first event where your line and the operator disagree: fix
// that one, think again about the rest, and rerun.
//
// Read: Chapters/08-testing-in-virtual-time/README.md#marble-diagrams-as-tests

/// Source (hot):  `-1-2-3-4-|`
/// Operator:      `.filter { $0.isMultiple(of: 2) }`
public let evenNumbersMarbles = ""

/// Source (hot):  `-1-2-3-|`
/// Operator:      `.take(2)`
/// (`take` completes as soon as it has its two elements.)
public let takeTwoMarbles = ""

/// Source (hot):  `1-2-^-3-4-|`   (`^` is tick 200: 1 and 2 happen before anyone subscribes)
/// Operator:      `.map { $0 * 2 }`
public let lateSubscriberMarbles = ""

/// Source (hot):  `-1-2-3-|`
/// Operator:      `.map { value in if value == 3 { throw Oops() }; return value }`
/// (Write the error as `#`; the check supplies `Oops()` for it.)
public let throwingMapMarbles = ""

/// First (cold): `-1-2-|`
/// Second (cold): `-3-|`
/// Operator:      `first.concat(second)`
/// (`concat` subscribes to the second only when the first has completed.)
public let coldConcatMarbles = ""

/// Source (hot):  `-1-2-----3--|`
/// Operator:      `.debounce(.seconds(20), scheduler: scheduler)`
/// (A tick is a second, so 20 seconds are two columns. Each element waits that long; a newer
/// one replaces it.)
public let debouncedMarbles = ""
