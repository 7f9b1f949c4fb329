// When a testable observable was subscribed and unsubscribed. Chapter 8
// ("Testing in virtual time").

/// The virtual times of one subscription to a testable observable.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// When the subscription was made.
    public let subscribe: TestTime
    /// When it was disposed; `Int.max` while it is still alive.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and never disposed.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200: 1000)`, or `(200: Infinity)` while alive (RxTest's text, RxTest/Subscription.swift).
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe): \(end))"
    }
}
