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
