// Reading a marble line (`-a-b-|`) into ticks and symbols. Chapter 8 ("Testing in virtual
// time") explains the notation the tests use.
import ProductionRx

/// A marble line that cannot be read, with the column of the mistake.
///
///     invalid marble line: '(' at column 3 is never closed
///       -a-(bc-|
///          ^
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line as written.
    public let marbles: String
    /// The column (character index, from 0) of the mistake.
    public let column: Int
    /// What is wrong.
    public let reason: String

    /// Creates the error.
    public init(marbles: String, column: Int, reason: String) {
        self.marbles = marbles
        self.column = column
        self.reason = reason
    }

    /// The reason, the line, and a caret under the offending column.
    public var description: String {
        """
        invalid marble line: \(reason)
          \(marbles)
          \(String(repeating: " ", count: column))^
        """
    }
}

/// The error a `#` in a marble line stands for when the test does not name one.
public struct MarbleError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What the error says.
    public let message: String

    /// Creates the error; `"error"` by default.
    public init(_ message: String = "error") {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// A value type whose values a one-character marble can stand for without a value map:
/// `String` (the character itself) and `Int` (a digit).
public protocol MarbleValue {
    /// The value `marble` stands for, or `nil` if it stands for none.
    init?(marble: Character)
}

extension String: MarbleValue {
    /// The character as a string.
    public init?(marble: Character) {
        self = String(marble)
    }
}

extension Int: MarbleValue {
    /// The digit's value; `nil` for anything but `0`–`9`.
    public init?(marble: Character) {
        guard marble.isASCII, let digit = marble.wholeNumberValue else { return nil }
        self = digit
    }
}

/// A marble line read into ticks: what happens at each tick, and where `^` is.
///
/// Every character is one tick: `-` nothing, a letter or digit a value, `|` completion, `#`
/// an error, `^` the subscription point. `(ab|)` puts everything inside at one tick and takes
/// one tick in all. Spaces are ignored.
struct MarbleScript {
    /// What a tick holds.
    enum Symbol: Equatable {
        case value(Character)
        case completed
        case error
    }

    /// One symbol, its tick, and its column in the line (for error messages).
    struct Entry {
        let tick: Int
        let symbol: Symbol
        let column: Int
    }

    let marbles: String
    let entries: [Entry]
    /// The tick of `^`, if the line has one.
    let subscriptionTick: Int?

    init(_ marbles: String, allowsSubscription: Bool) throws(MarbleSyntaxError) {
        func fail(_ column: Int, _ reason: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, column: column, reason: reason)
        }

        var entries: [Entry] = []
        var subscriptionTick: Int?
        var tick = 0
        // The column of the open `(` and how many symbols the group holds so far.
        var group: (column: Int, count: Int)?

        for (column, character) in marbles.enumerated() {
            if character == " " {
                continue
            }
            let symbol: Symbol?
            switch character {
            case "-":
                if group != nil {
                    throw fail(column, "'-' inside a group: a group is one tick")
                }
                symbol = nil
            case "(":
                if group != nil {
                    throw fail(column, "a group cannot contain another group")
                }
                group = (column, 0)
                continue
            case ")":
                guard let open = group else {
                    throw fail(column, "')' without a '(' before it")
                }
                if open.count == 0 {
                    throw fail(open.column, "empty group '()': put events inside or use '-'")
                }
                group = nil
                tick += 1
                continue
            case "^":
                if !allowsSubscription {
                    throw fail(column, "'^' in a cold observable: it starts when it is subscribed, at column 0")
                }
                if group != nil {
                    throw fail(column, "'^' inside a group")
                }
                if subscriptionTick != nil {
                    throw fail(column, "a second '^': a line has one subscription point")
                }
                subscriptionTick = tick
                symbol = nil
            case "|":
                symbol = .completed
            case "#":
                symbol = .error
            case let value where value.isLetter || value.isNumber:
                symbol = .value(value)
            default:
                throw fail(column, "unexpected '\(character)': use -, a letter or digit, |, #, ^, ( ) or a space")
            }
            if let symbol {
                entries.append(Entry(tick: tick, symbol: symbol, column: column))
            }
            if let open = group {
                group = (open.column, open.count + 1)
            } else {
                tick += 1
            }
        }
        if let open = group {
            throw fail(open.column, "'(' at column \(open.column) is never closed")
        }

        self.marbles = marbles
        self.entries = entries
        self.subscriptionTick = subscriptionTick
    }

    /// The recorded events: a symbol at tick `t` happens at
    /// `subscribed + (t - tick of ^) * tickDuration` (the tick of `^` is 0 without one).
    func events<Element>(
        subscribed: TestTime,
        tickDuration: TestTime,
        error: Swift.Error,
        value: (Character) -> Element?,
        missing: String
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        let origin = subscriptionTick ?? 0
        var events: [Recorded<Event<Element>>] = []
        for entry in entries {
            let time = subscribed + (entry.tick - origin) * tickDuration
            switch entry.symbol {
            case .completed:
                events.append(.completed(time))
            case .error:
                events.append(.error(time, error))
            case .value(let character):
                guard let element = value(character) else {
                    throw MarbleSyntaxError(marbles: marbles, column: entry.column, reason: "'\(character)' \(missing)")
                }
                events.append(.next(time, element))
            }
        }
        return events
    }
}
