// Which implementation a test target runs the shared behaviour suite against.

/// The implementation under test. Each test target that compiles the shared suite
/// (Tests/SharedBehavior) defines `let implementation: Implementation` once.
///
/// Most shared tests never look at it: both implementations must behave the same. The
/// tests of chapter 4 do: there NaiveRx is different on purpose, and the test asserts the
/// difference explicitly, so that a fix to NaiveRx or a break in ProductionRx both show.
public enum Implementation: String, Sendable, CustomStringConvertible {
    /// The article's closure-based Rx (Sources/NaiveRx).
    case naive = "NaiveRx"
    /// RxSwift's architecture (Sources/ProductionRx).
    case production = "ProductionRx"
    /// RxSwift itself, compiled from the reference by the package in Tools/AgainstRxSwift.
    case rxSwift = "RxSwift"

    /// The module's name.
    public var description: String { rawValue }
}
