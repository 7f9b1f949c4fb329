// The readable difference between the events a test got and the events it expected.
// Chapter 8 ("Testing in virtual time").
import ProductionRx

/// The difference between two sequences, position by position, or `nil` when they are equal.
///
///     2 of 4 events differ (actual, then expected):
///       [2] actual:   next(31) @ 250
///           expected: next(30) @ 250
///       [3] actual:   (nothing)
///           expected: completed @ 270
func sequenceDifference<Element>(
    _ actual: [Element],
    _ expected: [Element],
    noun: String,
    equal: (Element, Element) -> Bool,
    describe: (Element) -> String
) -> String? {
    var rows: [String] = []
    var differing = 0
    for index in 0..<max(actual.count, expected.count) {
        let left = index < actual.count ? actual[index] : nil
        let right = index < expected.count ? expected[index] : nil
        if let left, let right, equal(left, right) {
            continue
        }
        differing += 1
        let prefix = "  [\(index)] "
        rows.append(prefix + "actual:   " + (left.map(describe) ?? "(nothing)"))
        rows.append(String(repeating: " ", count: prefix.count) + "expected: " + (right.map(describe) ?? "(nothing)"))
    }
    guard differing > 0 else { return nil }
    let total = max(actual.count, expected.count)
    let header = "\(differing) of \(total) \(noun)\(total == 1 ? "" : "s") \(total == 1 ? "differs" : "differ") (actual, then expected):"
    return ([header] + rows).joined(separator: "\n")
}

/// The difference between recorded events, position by position, or `nil` when they are
/// equal. Events compare as `Event`'s `==` does (errors by domain, code and description).
///
///     1 of 2 events differ (actual, then expected):
///       [0] actual:   next(11) @ 210
///           expected: next(10) @ 210
public func eventsDifference<Element: Equatable>(_ actual: [Recorded<Event<Element>>], _ expected: [Recorded<Event<Element>>]) -> String? {
    sequenceDifference(actual, expected, noun: "event", equal: { $0 == $1 }, describe: { $0.debugDescription })
}

/// The difference between events without times, position by position, or `nil` when equal.
public func eventsDifference<Element: Equatable>(_ actual: [Event<Element>], _ expected: [Event<Element>]) -> String? {
    sequenceDifference(actual, expected, noun: "event", equal: { $0 == $1 }, describe: { $0.debugDescription })
}

/// The difference between two arrays of trait outcomes (`SingleEvent`, `MaybeEvent`,
/// `CompletableEvent`), position by position, or `nil` when they are equal.
func outcomesDifference<Outcome>(_ actual: [Outcome], _ expected: [Outcome], equal: (Outcome, Outcome) -> Bool) -> String? {
    sequenceDifference(actual, expected, noun: "event", equal: equal, describe: { String(describing: $0) })
}
