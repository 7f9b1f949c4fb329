// What a template is written in: `Code`, a string literal whose interpolated lists keep the
// indentation of their line, and `Arity`, the numbered sources a block is written for.
// CONTRIBUTING.md, "Generated code".

/// Text a template writes, as a multi-line string literal that looks like the code it produces.
///
/// An interpolated value that spans several lines is indented like the line it starts on, so
/// a template can write one line per source where the generated code has them:
///
///     func run() -> Disposable {
///         \(arity.lines { "let subscription\($0) = SingleAssignmentDisposable()" })
///
/// produces, for two sources,
///
///     func run() -> Disposable {
///         let subscription1 = SingleAssignmentDisposable()
///         let subscription2 = SingleAssignmentDisposable()
public struct Code: ExpressibleByStringInterpolation, Sendable {
    /// The text, as written.
    public let text: String

    /// The text of a literal without interpolations.
    public init(stringLiteral text: String) {
        self.text = text
    }

    /// The text of a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Collects a literal's text and indents multi-line interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Starts an empty literal.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a piece of the literal as it stands.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a value; its second and later lines get the indentation of the line the
        /// value starts on (empty lines stay empty).
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            let lineStart = text.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let indentation = String(text[lineStart...].prefix { $0 == " " })
            let lines = value.description.split(separator: "\n", omittingEmptySubsequences: false)
            text += lines.enumerated().map { index, line in
                index == 0 || line.isEmpty ? String(line) : indentation + line
            }.joined(separator: "\n")
        }
    }
}

/// How many sources a block of a template is written for (`zip` of 2, of 3, …), and the
/// lists that spell them. The sources are numbered from 1, as in `source1`, `O1`, `E1`.
public struct Arity: CustomStringConvertible, Sendable {
    /// The number of sources.
    public let count: Int

    /// The arities RxSwift generates: 2 to 8 sources.
    public static let all = (2...8).map(Arity.init)

    /// An arity of `count` sources.
    public init(_ count: Int) {
        self.count = count
    }

    /// The number, as a template writes it: `Zip\(arity)` is `Zip2`.
    public var description: String { "\(count)" }

    /// One item per source, separated by commas:
    /// `list { "O\($0): ObservableType" }` is `O1: ObservableType, O2: ObservableType`.
    public func list(_ item: (Int) -> String) -> String {
        (1...count).map(item).joined(separator: ", ")
    }

    /// One line per source; in a `Code` literal they are indented like the first.
    public func lines(_ line: (Int) -> String) -> String {
        (1...count).map(line).joined(separator: "\n")
    }
}

extension Sequence<Code> {
    /// The texts one after the other, `separator` between two: a template joins its blocks
    /// of every arity with `"\n\n"`, a blank line.
    public func joined(separator: String) -> String {
        map(\.text).joined(separator: separator)
    }
}
