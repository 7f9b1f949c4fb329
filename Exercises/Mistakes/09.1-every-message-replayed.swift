// Mistake: an unbounded ReplaySubject for the log: a late subscriber gets every message ever sent, not the last three.
// Caught by: a late subscriber to recentMessages() gets the last three, then new ones
import ProductionRx

/// The latest value of something that changes over time, and its changes as an observable.
public final class LatestValueCache<Element> {
    private let subject: BehaviorSubject<Element>

    /// Creates a cache holding `initial`.
    public init(initial: Element) {
        subject = BehaviorSubject(value: initial)
    }

    /// Replaces the value and tells every subscriber.
    public func set(_ value: Element) {
        subject.onNext(value)
    }

    /// The value now. The subject never ends here, so `value()` cannot throw.
    public var current: Element {
        try! subject.value()
    }

    /// The value now, at once on subscription, then every change.
    public var values: Observable<Element> {
        subject.asObservable()
    }
}

/// A subject for a chat log: a late subscriber first gets the last three messages.
public func recentMessages() -> ReplaySubject<String> {
    ReplaySubject.createUnbounded()
}
