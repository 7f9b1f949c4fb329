// `distinctUntilChanged`: drops an element equal to the one sent just before it. Every form
// ends in one sink that compares keys. Built like `map` (chapter 5).

extension ObservableType where Element: Equatable {
    /// Returns an observable sequence that contains only distinct contiguous elements
    /// according to equality operator.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on equality operator, from the source sequence.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Returns an observable sequence that contains only distinct contiguous elements
    /// according to the `keySelector`.
    ///
    /// If `keySelector` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: A function to compute the comparison key for each element.
    /// - returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on a computed key value, from the source sequence.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Returns an observable sequence that contains only distinct contiguous elements
    /// according to the `comparer`.
    ///
    /// If `comparer` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter comparer: Equality comparer for computed key values.
    /// - returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on `comparer`, from the source sequence.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Returns an observable sequence that contains only distinct contiguous elements
    /// according to the keySelector and the comparer.
    ///
    /// An element is compared with the last element that was sent, not the last one that
    /// arrived. If either closure throws, the error is sent as `.error` and the subscription
    /// ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: A function to compute the comparison key for each element.
    /// - parameter comparer: Equality comparer for computed key values.
    /// - returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on a computed key value and the comparer, from the source sequence.
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Returns an observable sequence that contains only contiguous elements with distinct
    /// values in the provided key path on each object.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keyPath: The property whose value is compared.
    /// - returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on equality operator on the provided key path.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
    }
}

/// One subscription of `distinctUntilChanged`: it keeps the key of the last element it let
/// through and drops an element whose key `sameKeys` finds equal to that one.
private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    private let keyOf: (Observer.Element) throws -> Key
    private let sameKeys: (Key, Key) throws -> Bool
    /// The key of the last element sent: `nil` before the first, which always goes through.
    private var lastKey: Key?

    init(keyOf: @escaping (Observer.Element) throws -> Key, sameKeys: @escaping (Key, Key) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.keyOf = keyOf
        self.sameKeys = sameKeys
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Observer.Element>) {
        guard case .next(let element) = event else {
            forwardOn(event)
            dispose()
            return
        }
        let key: Key
        let repeatsLast: Bool
        do {
            key = try keyOf(element)
            // The comparer is asked (earlier key, new key), in that order.
            repeatsLast = try lastKey.map { try sameKeys($0, key) } ?? false
        } catch {
            forwardOn(.error(error))
            dispose()
            return
        }
        if !repeatsLast {
            lastKey = key
            forwardOn(event)
        }
    }
}

/// The observable every form of `distinctUntilChanged` returns.
private final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    private let source: Observable<Element>
    private let keyOf: (Element) throws -> Key
    private let sameKeys: (Key, Key) throws -> Bool

    init(source: Observable<Element>, selector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        keyOf = selector
        sameKeys = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(keyOf: keyOf, sameKeys: sameKeys, observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
