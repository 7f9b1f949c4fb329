// Driver: a SharedSequence that never fails, delivers on the main scheduler, and replays its
// latest element to every new subscriber. Chapter 13 (Units).

// snippet:begin driver
/// A unit for state: what the UI shows (a label's text, whether a button is enabled).
///
/// What it promises:
///
/// - it never fails;
/// - its events arrive on `MainScheduler.instance`;
/// - it is shared with `share(replay: 1, scope: .whileConnected)`: every subscriber shares
///   one run of the work behind it, a new subscriber receives the latest element at once,
///   and when the last subscriber leaves, the work is disposed (the next one starts afresh).
///
/// For events that must not be replayed (a tap, "saved"), use `Signal`.
///
/// `drive` checks that it is called on the main thread and stops the process if it is not:
/// the latest element is replayed on the subscribing thread, and off the main thread that
/// replay would touch the UI from the background.
///
/// Chapter 13 (Chapters/13-units) explains units and how to use them.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: the main scheduler, and the latest element replayed
/// while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler (`SharingScheduler.make()`).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`.
    ///
    /// - parameter source: The sequence to share.
    /// - returns: The shared sequence.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a `Driver`: itself, since it already is one.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
// snippet:end driver
