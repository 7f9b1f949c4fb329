// `distinctUntilChanged`: drops an element equal to the one sent just before it. Every form
// ends in one sink that compares keys. Built like `map` (chapter 5).

extension ObservableType where Element: Equatable {
    /// Drops each element that equals (`==`) the element sent before it: a run of equal
    /// elements goes down once.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - returns: The source without its repeats.
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element sent before it.
    ///
    /// If `keySelector` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: The key an element is compared by.
    /// - returns: The source without the elements that repeat the last key.
    @preconcurrency public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping @Sendable (Element) throws -> Key) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` finds equal to the element sent before it.
    ///
    /// If `comparer` throws, the error is sent as `.error` and the subscription ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter comparer: Says whether two elements (the earlier first) count as equal.
    /// - returns: The source without its repeats.
    @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` finds equal to the key of the element sent
    /// before it.
    ///
    /// An element is compared with the last element that was sent, not the last one that
    /// arrived. If either closure throws, the error is sent as `.error` and the subscription
    /// ends.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keySelector: The key an element is compared by.
    /// - parameter comparer: Says whether two keys (the earlier first) count as equal.
    /// - returns: The source without the elements that repeat the last key.
    @preconcurrency public func distinctUntilChanged<K>(
        _ keySelector: @escaping @Sendable (Element) throws -> K, comparer: @escaping @Sendable (K, K) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Drops each element whose value at `keyPath` equals that of the element sent before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    /// - parameter keyPath: The property whose value is compared.
    /// - returns: The source without the elements that repeat the last value at `keyPath`.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: { $0 }, comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }
}

/// One subscription of `distinctUntilChanged`: it keeps the key of the last element it let
/// through and drops an element whose key `sameKeys` finds equal to that one.
private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: ElementSink<Observer.Element, Observer> {
    private let keyOf: (Observer.Element) throws -> Key
    private let sameKeys: (Key, Key) throws -> Bool
    /// The key of the last element sent: `nil` before the first, which always goes through.
    /// Only `next` touches it, one element at a time (the Rx grammar): no run-time
    /// exclusivity check is needed (chapter 15); ThreadSanitizer still checks.
    @exclusivity(unchecked) private var lastKey: Key?

    init(keyOf: @escaping (Observer.Element) throws -> Key, sameKeys: @escaping (Key, Key) throws -> Bool, observer: Observer, cancel: Cancelable) {
        self.keyOf = keyOf
        self.sameKeys = sameKeys
        super.init(observer: observer, cancel: cancel)
    }

    override func next(_ element: Observer.Element) {
        let key: Key
        let repeatsLast: Bool
        do {
            key = try keyOf(element)
            // The comparer is asked (earlier key, new key), in that order.
            repeatsLast = try lastKey.map { try sameKeys($0, key) } ?? false
        } catch {
            self.error(error)
            return
        }
        if !repeatsLast {
            lastKey = key
            forwardNext(element)
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
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
