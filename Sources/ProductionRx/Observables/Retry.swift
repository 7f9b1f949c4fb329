// `retry`: on error, subscribe to the source again, forever or up to a number of attempts.
// Chapter 10 ("Combining and recovering"): it is `catch(sequence:)` (Catch.swift) over the
// same source repeated.

extension ObservableType {
    /// Subscribes to the source again after every error, for as long as it takes to end
    /// without one.
    ///
    /// A source that always fails makes a sequence that never ends.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - returns: The source's events, over as many attempts as it needs.
    public func retry() -> Observable<Element> {
        CatchSequence(sources: InfiniteSequence(repeatedValue: asObservable()))
    }

    /// Subscribes to the source again after an error, up to `maxAttemptCount` attempts in all.
    ///
    /// `maxAttemptCount` counts every subscription, the first one included: `retry(3)`
    /// subscribes at most three times and then sends the last error. `retry(0)` completes
    /// without subscribing.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter maxAttemptCount: How many subscriptions to try at most.
    /// - returns: The source's events, over up to `maxAttemptCount` attempts.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}

/// The same value, forever: the endless supply of sources `retry()` and `retry(when:)` walk.
struct InfiniteSequence<Element>: Sequence {
    typealias Iterator = AnyIterator<Element>

    private let repeatedValue: Element

    init(repeatedValue: Element) {
        self.repeatedValue = repeatedValue
    }

    func makeIterator() -> Iterator {
        let repeatedValue = self.repeatedValue
        return AnyIterator { repeatedValue }
    }
}
