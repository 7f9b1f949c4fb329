// The converter of a virtual-time scheduler whose clock is a plain `Date`. Chapter 8
// ("Testing in virtual time").
import Foundation

/// Virtual time that is real dates and intervals in seconds: conversion is the identity.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// A virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// A virtual interval is a number of seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Returns `virtualTime` itself.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time` itself.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval` itself.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval` itself.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// `time` plus `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Compares two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: .lessThan
        case .orderedSame: .equal
        case .orderedDescending: .greaterThan
        }
    }
}
