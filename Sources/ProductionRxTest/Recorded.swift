// A value stamped with the virtual time it was seen at. Chapter 8 ("Testing in virtual time").

/// A value (usually an `Event`) and the virtual time it was recorded at.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded.
    public let time: TestTime

    /// What was recorded.
    public let value: Value

    /// Creates a recorded value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded {
    /// `value @ time`, for example `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when both the time and the value are equal.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded: Sendable where Value: Sendable {}
