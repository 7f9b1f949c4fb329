// Driver: a SharedSequence that never fails, delivers on the main scheduler, and replays its
// latest element to every new subscriber. Chapter 13 (Units).

// snippet:begin driver
/// Trait that represents observable sequence with following properties:
///
/// - it never fails
/// - it delivers events on `MainScheduler.instance`
/// - `share(replay: 1, scope: .whileConnected)` sharing strategy
///
/// Additional explanation:
/// - all observers share sequence computation resources
/// - it's stateful, upon subscription (calling subscribe) last element is immediately
///   replayed if it was produced
/// - computation of elements is reference counted with respect to the number of observers
/// - if there are no subscribers, it will release sequence computation resources
///
/// In case trait that models event bus is required, please check `Signal`.
///
/// `Driver<Element>` can be considered a builder pattern for observable sequences that drive
/// the application.
///
/// If observable sequence has produced at least one element, after new subscription is
/// made last produced element will be immediately replayed on the same thread on which the
/// subscription was made.
///
/// When using `drive*`, `subscribe*` and `bind*` family of methods, they should always be
/// called from main thread.
///
/// If `drive*`, `subscribe*` and `bind*` are called from background thread, it is possible
/// that initial replay will happen on background thread, and subsequent events will arrive
/// on main thread.
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
