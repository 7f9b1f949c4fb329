// A test observable that replays its events for each subscriber, relative to when it
// subscribed. Chapter 8 ("Testing in virtual time").
import ProductionRx

/// Sends each scripted event to each subscriber, at the subscription time plus the event's
/// time: an event recorded at 10 arrives 10 ticks after each subscription.
///
/// Like a network request: each subscription starts the work anew.
public final class ColdObservable<Element>: TestableObservable<Element> {
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    }

    /// Schedules the events for `observer` relative to now and logs the subscription;
    /// disposing cancels what has not been sent yet and logs the disposal time.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))

        let index = subscriptions.count - 1

        nonisolated(unsafe) let disposable = CompositeDisposable()

        // snippet:begin cold-observable-schedule
        for recordedEvent in recordedEvents {
            _ = disposable.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recordedEvent.time) { _ in
                    observer.on(recordedEvent.value)
                    return Disposables.create()
                })
        }
        // snippet:end cold-observable-schedule

        return Disposables.running {
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
            disposable.dispose()
        }
    }
}
