// The vocabulary the exercise checks are written in: a `Check` is one sentence of what the
// learner's code must do, and it states each fact with `expect(_:equals:_:)`.
// Exercises/README.md explains how checks, starters, solutions and mistakes fit together.
import Synchronization

/// One behaviour an exercise must have: a sentence, and code that states what it expects.
public struct Check: Sendable {
    /// The behaviour, as a sentence: "keeps only the elements the predicate accepts".
    public let name: String
    /// Runs the learner's code and calls `expect`; a thrown error fails the check.
    public let body: @Sendable () throws -> Void

    /// Creates a check called `name`.
    public init(_ name: String, _ body: @escaping @Sendable () throws -> Void) {
        (self.name, self.body) = (name, body)
    }
}

/// One expectation that did not hold.
public struct Failure: Sendable, Codable, Equatable {
    /// What was compared: "events of of(1, 2, 3).filter(isOdd)".
    public let what: String
    /// The value the check wanted.
    public let expected: String
    /// The value the learner's code produced.
    public let actual: String

    /// Creates a failure.
    public init(what: String, expected: String, actual: String) {
        (self.what, self.expected, self.actual) = (what, expected, actual)
    }
}

/// Expects `actual` to equal `expected`; `what` says, for the report, what was compared.
public func expect<Value: Equatable>(_ actual: Value, equals expected: Value, _ what: String) {
    if actual != expected {
        Expectations.current.record(Failure(what: what, expected: describe(expected), actual: describe(actual)))
    }
}

/// Expects `condition` to hold; `what` states it: "the action ran once".
public func expect(_ condition: Bool, _ what: String) {
    if !condition {
        Expectations.current.record(Failure(what: what, expected: "true", actual: "false"))
    }
}

/// `value` as a report shows it: optionals unwrapped (`3`, `nil`), strings quoted.
public func describe<Value>(_ value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
    if let string = value as? String { return String(reflecting: string) }
    return String(describing: value)
}

/// The failures recorded while a check runs. Checks may call `expect` from any thread.
public final class Expectations: Sendable {
    /// The recorder `expect` writes to.
    public static let current = Expectations()
    private let failures = Mutex<[Failure]>([])

    /// Records a failure.
    public func record(_ failure: Failure) {
        failures.withLock { $0.append(failure) }
    }

    /// Returns the failures recorded so far and starts afresh.
    public func take() -> [Failure] {
        failures.withLock { recorded in
            defer { recorded = [] }
            return recorded
        }
    }
}
