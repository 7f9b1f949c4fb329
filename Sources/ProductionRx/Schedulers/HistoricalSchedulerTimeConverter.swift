// The converter of a virtual-time scheduler whose clock is a plain `Date`. Chapter 8
// ("Testing in virtual time").
import Foundation

/// Virtual time that is real dates and intervals in seconds: every conversion is the
/// identity, so each method below is written on `Date` and `TimeInterval` directly.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// A virtual interval is a number of seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// The date itself.
    public func convertFromVirtualTime(_ date: Date) -> Date { date }

    /// The date itself.
    public func convertToVirtualTime(_ date: Date) -> Date { date }

    /// The number of seconds itself.
    public func convertFromVirtualTimeInterval(_ seconds: TimeInterval) -> TimeInterval { seconds }

    /// The number of seconds itself.
    public func convertToVirtualTimeInterval(_ seconds: TimeInterval) -> TimeInterval { seconds }

    /// `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: Date, offset: TimeInterval) -> Date {
        time + offset
    }

    /// Which of two dates comes first.
    public func compareVirtualTime(_ lhs: Date, _ rhs: Date) -> VirtualTimeComparison {
        if lhs < rhs {
            return .lessThan
        }
        return lhs == rhs ? .equal : .greaterThan
    }
}
