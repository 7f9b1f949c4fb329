// The observable `groupBy` sends, one per key: a key and the elements that share it.
// Chapter 10 ("groupBy: one line per key").

// snippet:begin grouped-observable
/// Represents an observable sequence of elements that have a common key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group shares.
    public let key: Key

    /// The group's elements, as `groupBy` feeds them.
    private let elements: Observable<Element>

    /// A group: `key`, and the sequence of the elements that have it.
    ///
    /// - parameter key: The key the elements share.
    /// - parameter source: The sequence of the elements with that key.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        elements = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        elements.subscribe(observer)
    }

    /// The group's elements as a plain `Observable`, without the key.
    public func asObservable() -> Observable<Element> {
        elements
    }
}
// snippet:end grouped-observable
