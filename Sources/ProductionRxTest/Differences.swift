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

/// The difference between two sequences lined up the way a diff lines them up, or `nil` when
/// they are equal: the longest run of equal elements they share (not necessarily adjacent)
/// stays paired, and what lies between two such elements is paired in order, the rest with
/// nothing. So one missing or extra element is one difference, not a shift of every later
/// pair. `[i]` counts the lined-up rows.
///
///     1 of 4 events differ (actual, then expected):
///       [0] actual:   (nothing)
///           expected: next(30) @ 250
func alignedDifference<Element>(
    _ actual: [Element],
    _ expected: [Element],
    noun: String,
    equal: (Element, Element) -> Bool,
    describe: (Element) -> String
) -> String? {
    // common[i][j]: the length of the longest common subsequence of actual[i...] and expected[j...].
    var common = Array(repeating: Array(repeating: 0, count: expected.count + 1), count: actual.count + 1)
    for i in stride(from: actual.count - 1, through: 0, by: -1) {
        for j in stride(from: expected.count - 1, through: 0, by: -1) {
            common[i][j] = equal(actual[i], expected[j]) ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var rows: [(actual: Element?, expected: Element?)] = []
    var unmatchedActual: [Element] = [], unmatchedExpected: [Element] = []
    func flushUnmatched() {
        for index in 0..<max(unmatchedActual.count, unmatchedExpected.count) {
            rows.append((index < unmatchedActual.count ? unmatchedActual[index] : nil, index < unmatchedExpected.count ? unmatchedExpected[index] : nil))
        }
        unmatchedActual = []
        unmatchedExpected = []
    }
    var i = 0, j = 0
    while i < actual.count || j < expected.count {
        if i < actual.count, j < expected.count, equal(actual[i], expected[j]), common[i][j] == common[i + 1][j + 1] + 1 {
            flushUnmatched()
            rows.append((actual[i], expected[j]))
            i += 1
            j += 1
        } else if j == expected.count || (i < actual.count && common[i + 1][j] >= common[i][j + 1]) {
            unmatchedActual.append(actual[i])
            i += 1
        } else {
            unmatchedExpected.append(expected[j])
            j += 1
        }
    }
    flushUnmatched()
    var lines: [String] = []
    var differing = 0
    for (index, row) in rows.enumerated() {
        if let left = row.actual, let right = row.expected, equal(left, right) { continue }
        differing += 1
        let prefix = "  [\(index)] "
        lines.append(prefix + "actual:   " + (row.actual.map(describe) ?? "(nothing)"))
        lines.append(String(repeating: " ", count: prefix.count) + "expected: " + (row.expected.map(describe) ?? "(nothing)"))
    }
    guard differing > 0 else { return nil }
    let total = rows.count
    let header = "\(differing) of \(total) \(noun)\(total == 1 ? "" : "s") \(total == 1 ? "differs" : "differ") (actual, then expected):"
    return ([header] + lines).joined(separator: "\n")
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
