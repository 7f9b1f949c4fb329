// Driver: a SharedSequence that never fails, delivers on the main scheduler, and replays its
// latest element to every new subscriber. Chapter 13 (Units).

// snippet:begin driver
/// A shared sequence for driving UI: it never fails, it delivers its events on
/// `MainScheduler.instance`, and it shares one subscription to its source with
/// `share(replay: 1, scope: .whileConnected)`.
///
/// What the sharing means for its subscribers: they share one computation of the elements,
/// which starts with the first subscriber and stops when the last one leaves; and a new
/// subscriber gets the latest element at once, if there is one, on the thread it subscribes
/// from. For events that must not be replayed to a late subscriber (taps), use `Signal`.
///
/// Subscribe with `drive`, on the main thread: every `drive` overload stops the process when
/// it is called anywhere else (on Linux the main queue counts as well), so the replayed
/// element is delivered on the main thread too. A subscription through `asObservable()` is
/// not checked: made on another thread, it gets the replayed element there.
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
