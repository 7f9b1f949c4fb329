// Signal: a SharedSequence that never fails, delivers on the main scheduler, and shares
// without replaying: an event, not a state. Chapter 13 (Units).

// snippet:begin signal
/// A unit for events: what happens in the UI (a tap, "saved", "show this error").
///
/// What it promises:
///
/// - it never fails;
/// - its events arrive on `MainScheduler.instance`;
/// - it is shared with `share(scope: .whileConnected)`: every subscriber shares one run of
///   the work behind it, a new subscriber receives only what happens after it subscribed,
///   and when the last subscriber leaves, the work is disposed.
///
/// For state that a late subscriber must see at once, use `Driver`.
///
/// Chapter 13 (Chapters/13-units) explains units and how to use them.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: the main scheduler, and sharing without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler (`SharingScheduler.make()`).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(scope: .whileConnected)`: no replay.
    ///
    /// - parameter source: The sequence to share.
    /// - returns: The shared sequence.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a `Signal`: itself, since it already is one.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
// snippet:end signal
