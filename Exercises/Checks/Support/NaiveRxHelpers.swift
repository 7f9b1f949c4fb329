// Small tools the chapter 1–4 checks share: recording what a NaiveRx sequence sends, and a
// source driven by hand.
import NaiveRx

/// The events `observable` sends when subscribed, as text: `["next(1)", "completed"]`.
/// Subscribing is synchronous in NaiveRx, so this is everything a synchronous source sends.
public func events<O: ObservableType>(of observable: O) -> [String] {
    var received: [String] = []
    let subscription = observable.subscribe(Observer<O.Element> { received.append($0.debugDescription) })
    subscription.dispose()
    return received
}

/// What a subscription to `observable` receives while, on each of its first `limit` elements, a
/// second subscription is made from inside it and run to its end: `outer` is the first
/// subscription's events, `inner` each second one's. A subscription must not share its position,
/// count or observer with one made while it runs. The limit makes a wrong answer that never
/// ends fail instead of subscribing for ever.
public func eventsWithSubscriptionsInside<O: ObservableType>(of observable: O, limit: Int = 2) -> (outer: [String], inner: [[String]]) {
    var outer: [String] = []
    var inner: [[String]] = []
    let subscription = observable.subscribe(
        Observer<O.Element> { event in
            outer.append(event.debugDescription)
            if !event.isStopEvent && inner.count < limit { inner.append(events(of: observable)) }
        })
    subscription.dispose()
    return (outer, inner)
}

/// A source the check drives by hand: `send` pushes an event to the latest subscriber,
/// and `disposals` counts how often a subscription to it was disposed.
public final class HandDrivenSource<Element> {
    private var observer: Observer<Element>?
    /// How many times it was subscribed to.
    public private(set) var subscriptions = 0
    /// How many times a subscription to it was disposed.
    public private(set) var disposals = 0

    /// A source with no subscriber yet.
    public init() {}

    /// The observable to hand to the operator under test.
    public var observable: Observable<Element> {
        Observable.create { observer in
            self.observer = observer
            self.subscriptions += 1
            return Disposables.create { self.disposals += 1 }
        }
    }

    /// Sends `event` to the latest subscriber, if there is one.
    public func send(_ event: Event<Element>) {
        observer?.on(event)
    }
}
