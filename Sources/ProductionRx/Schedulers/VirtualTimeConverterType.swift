// How a virtual-time scheduler maps its own clock to dates and intervals. Chapter 8
// ("Testing in virtual time").
import Foundation

/// Converts a virtual time unit (an `Int` tick count for `TestScheduler`, a `Date` for
/// `HistoricalScheduler`) to and from real dates and intervals, and compares virtual times.
public protocol VirtualTimeConverterType {
    /// The type of a point in virtual time.
    associatedtype VirtualTimeUnit
    /// The type of a span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The date a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time that stands for a date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The number of seconds a virtual time interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual time interval that stands for a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved forward by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Whether `lhs` is before, at or after `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}

extension VirtualTimeComparison {
    /// `true` for `.lessThan` (RxSwift's spelling).
    var lessThen: Bool { self == .lessThan }
    /// `true` for `.greaterThan`.
    var greaterThan: Bool { self == .greaterThan }
    /// `true` for `.equal`.
    var equal: Bool { self == .equal }
}
