// Mistake: a PublishSubject for the cache: it remembers the value for current, but a new subscriber gets nothing until the next change.
// Caught by: a late subscriber gets the current value at once, then the changes
import ProductionRx

/// The latest value of something that changes over time, and its changes as an observable.
public final class LatestValueCache<Element> {
    private let subject = PublishSubject<Element>()
    private var latest: Element

    /// Creates a cache holding `initial`.
    public init(initial: Element) {
        latest = initial
    }

    /// Replaces the value and tells every subscriber.
    public func set(_ value: Element) {
        latest = value
        subject.onNext(value)
    }

    /// The value now.
    public var current: Element {
        latest
    }

    /// The value now, at once on subscription, then every change.
    public var values: Observable<Element> {
        subject.asObservable()
    }
}

/// A subject for a chat log: a late subscriber first gets the last three messages.
public func recentMessages() -> ReplaySubject<String> {
    ReplaySubject.create(bufferSize: 3)
}
