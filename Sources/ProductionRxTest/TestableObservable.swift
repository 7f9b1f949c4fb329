// The base of the hot and cold test observables: scripted events and a subscription log.
// Chapter 8 ("Testing in virtual time").
import ProductionRx

/// An observable that sends scripted events in virtual time and logs every subscription.
///
/// Created by `TestScheduler.createHotObservable(_:)` or `createColdObservable(_:)`.
public class TestableObservable<Element>: ObservableType {
    /// A recorded event of this observable.
    public typealias Events = Recorded<Event<Element>>

    /// Each subscription, with the virtual times it was made and disposed at.
    public internal(set) var subscriptions: [Subscription]

    /// The scripted events.
    public let recordedEvents: [Events]

    /// The scheduler the events are sent on.
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Events]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.subscriptions = []
    }

    /// Subscribes `observer`. Subclasses override this; the base class stops the process.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe is abstract: HotObservable and ColdObservable implement it. Chapter 8.")
    }
}
