// Signal: a SharedSequence that never fails, delivers on the main scheduler, and shares
// without replaying: an event, not a state. Chapter 13 (Units).

// snippet:begin signal
/// Trait that represents observable sequence with following properties:
///
/// - it never fails
/// - it delivers events on `MainScheduler.instance`
/// - `share(scope: .whileConnected)` sharing strategy
///
/// Additional explanation:
/// - all observers share sequence computation resources
/// - there is no replaying of sequence elements on new observer subscription
/// - computation of elements is reference counted with respect to the number of observers
/// - if there are no subscribers, it will release sequence computation resources
///
/// In case trait that models state propagation is required, please check `Driver`.
///
/// `Signal<Element>` can be considered a builder pattern for observable sequences that
/// model imperative events part of the application.
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
