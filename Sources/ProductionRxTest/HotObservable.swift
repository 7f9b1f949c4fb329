// A test observable that sends its events at fixed virtual times, subscribed or not. Chapter 8
// ("Testing in virtual time").
import ProductionRx

/// Sends each scripted event at its absolute virtual time to whoever is subscribed then.
///
/// Like a UI event stream: the events happen whether or not anyone listens, and a late
/// subscriber misses the earlier ones.
public final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)

        // snippet:begin hot-observable-schedule
        for recordedEvent in recordedEvents {
            // Weak: the scheduler's queue must not keep the observable alive.
            testScheduler.scheduleAt(recordedEvent.time) { [weak self] in
                guard let self else { return }
                for entry in self.observers {
                    entry.observer.on(recordedEvent.value)
                }
            }
        }
        // snippet:end hot-observable-schedule
    }

    /// Subscribes `observer` from now on and logs the subscription; disposing logs the
    /// disposal time.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers.append((key, AnyObserver(observer)))
        subscriptions.append(Subscription(testScheduler.clock))

        let index = subscriptions.count - 1

        return Disposables.running {
            guard let position = self.observers.firstIndex(where: { $0.key == key }) else { return }
            self.observers.remove(at: position)
            let existing = self.subscriptions[index]
            self.subscriptions[index] = Subscription(existing.subscribe, self.testScheduler.clock)
        }
    }
}
