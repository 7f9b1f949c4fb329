// Mistake: the right subject, but current answers from a copy of the initial value that set never changes.
// Caught by: current is the latest value set
import ProductionRx

/// The latest value of something that changes over time, and its changes as an observable.
public final class LatestValueCache<Element> {
    private let subject: BehaviorSubject<Element>
    private let initial: Element

    /// Creates a cache holding `initial`.
    public init(initial: Element) {
        self.initial = initial
        subject = BehaviorSubject(value: initial)
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
    ReplaySubject.create(bufferSize: 3)
}
