// ControlEvent: what a UI element reports (a tap, an edit ending) as a unit, subscribed on the
// main queue. Chapter 13 (Units).

/// A type that can be read as a `ControlEvent`: the hook for extensions on every control
/// event.
public protocol ControlEventType: ObservableType {
    /// The event as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

// snippet:begin control-event
/// Something a UI element reports (a tap, an edit ending), as a unit.
///
/// What it promises:
///
/// - nothing is sent on subscription: only events that happen afterwards;
/// - it completes when the control goes away;
/// - it never fails;
/// - its events arrive on `MainScheduler.instance`.
///
/// The initializer keeps one promise itself: the events are subscribed on the main queue
/// (`subscribe(on: ConcurrentMainScheduler.instance)`). The others are up to whoever writes
/// the control's extension: wrap only a sequence that keeps them all, or the type makes
/// promises the code does not keep.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the event's elements.
    public typealias Element = PropertyType

    /// The control's events, subscribed on the main queue.
    let events: Observable<PropertyType>

    /// Wraps `events`, which must keep the promises listed above, and subscribes to them on
    /// the main queue.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }
    // snippet:end control-event

    /// The events as a plain `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// The event itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// Subscribes `observer` to the events; disposing the result ends the subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }
}
