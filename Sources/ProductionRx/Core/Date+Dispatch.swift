// Small time and counting helpers several operators share (RxSwift keeps the first in
// `RxSwift/Date+Dispatch.swift` and the second in `RxSwift/Rx.swift`). Chapter 8.
import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval once the span from `earlierDate` to `laterDate` has
    /// passed, in the same unit, never below zero. `delay` and `throttle` use it to wait only
    /// for the rest of a due time that has partly passed.
    func reduceWithSpanBetween(earlierDate: Date, laterDate: Date) -> DispatchTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func remaining(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            guard remainder > 0 else { return 0 }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }

        switch self {
        case .nanoseconds(let value): return .nanoseconds(remaining(value, 1_000_000_000.0))
        case .microseconds(let value): return .microseconds(remaining(value, 1_000_000.0))
        case .milliseconds(let value): return .milliseconds(remaining(value, 1_000.0))
        case .seconds(let value): return .seconds(remaining(value, 1.0))
        case .never: return .never
        @unknown default: return self
        }
    }
}

/// Returns `value` and adds one to it; throws `RxError.overflow` rather than trap at
/// `Int.max`. `enumerated` numbers elements with it, `window` counts them.
func incrementChecked(_ value: inout Int) throws -> Int {
    if value == Int.max {
        throw RxError.overflow
    }
    defer { value += 1 }
    return value
}
