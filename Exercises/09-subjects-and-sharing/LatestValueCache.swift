// Exercise 09.1 — pick the subject: a cache of the latest value, and a log of recent messages.
// Check it with `swift run exercises 09.1`.
//
// `LatestValueCache` holds one value that changes over time (the signed-in user, a setting).
// Whoever subscribes to `values` must get the current value at once, then every change:
//
//     set(1)  set(2)        subscribe       set(3)
//     subscriber at the end sees            2 then 3
//
// `current` reads the value without subscribing. `recentMessages()` makes the subject for a
// chat log: a late subscriber must first get the last three messages sent, then the new ones.
//
// Both work below compiles but picks the wrong subject: choose the one whose late subscriber
// sees what is described.
//
// Read: Chapters/09-subjects-and-sharing/README.md#subjects
import ProductionRx

/// The latest value of something that changes over time, and its changes as an observable.
public final class LatestValueCache<Element> {
    private let subject: PublishSubject<Element>
    private let initial: Element

    /// Creates a cache holding `initial`.
    public init(initial: Element) {
        self.initial = initial
        subject = PublishSubject()
    }

    /// Replaces the value and tells every subscriber.
    public func set(_ value: Element) {
        subject.onNext(value)
    }

    /// The value now.
    public var current: Element {
        initial
    }

    /// The value now, at once on subscription, then every change.
    public var values: Observable<Element> {
        subject.asObservable()
    }
}

/// A subject for a chat log: a late subscriber first gets the last three messages.
public func recentMessages() -> ReplaySubject<String> {
    ReplaySubject.create(bufferSize: 1)
}
