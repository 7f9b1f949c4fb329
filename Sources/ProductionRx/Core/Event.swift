// What a sequence sends: an element, an error, or completion. Chapter 5.

/// One event of a sequence.
///
/// A sequence sends zero or more `next` events, then at most one terminal event:
/// `next* (error | completed)?`.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error; it sends nothing more.
    case error(Swift.Error)
    /// The sequence finished; it sends nothing more.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// `next(1)`, `error(SomeError)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// `true` for `error` and `completed`, the events that end a sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self {
            return value
        }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self {
            return error
        }
        return nil
    }

    /// `true` for `completed`.
    public var isCompleted: Bool {
        if case .completed = self {
            return true
        }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an
    /// `error` event, and terminal events pass through unchanged.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}
