// A virtual-time scheduler whose clock is a `Date`: replays work "as of" given dates. Chapter 8
// ("Testing in virtual time").
import Foundation

/// A `VirtualTimeScheduler` whose virtual time is `Date` and intervals are seconds.
///
/// Nothing waits for real time: `start()` runs the queued work in date order, moving the
/// clock to each item's date as it goes.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// Creates the scheduler with its clock at `initialClock` (the 1970 epoch by default).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
