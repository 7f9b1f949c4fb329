// How the test scheduler's integer ticks map to dates and seconds. Chapter 8
// ("Testing in virtual time").
import Foundation
import ProductionRx

/// Virtual time in integer ticks; one tick is `resolution` seconds (1 by default).
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point in virtual time: a tick count.
    public typealias VirtualTimeUnit = Int
    /// A span of virtual time: a tick count.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the 1970 epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of a date, rounded to the nearest.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeIntervalUnit(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The number of seconds `virtualTimeInterval` ticks last.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks in `timeInterval` seconds, rounded to the nearest.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Compares two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs {
            .lessThan
        } else if lhs == rhs {
            .equal
        } else {
            .greaterThan
        }
    }
}
