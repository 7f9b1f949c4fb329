// `retry`: on error, subscribe to the source again, forever or up to a number of attempts.
// Chapter 10 ("Combining and recovering"): it is `catch(sequence:)` (Catch.swift) over the
// same source repeated.

extension ObservableType {
    /// Repeats the source observable sequence until it successfully terminates.
    ///
    /// **This could potentially create an infinite sequence.**
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - returns: Observable sequence to repeat until it successfully terminates.
    public func retry() -> Observable<Element> {
        CatchSequence(sources: InfiniteSequence(repeatedValue: asObservable()))
    }

    /// Repeats the source observable sequence the specified number of times in case of an
    /// error or until it successfully terminates.
    ///
    /// `maxAttemptCount` counts every subscription, the first one included: `retry(3)`
    /// subscribes at most three times and then sends the last error. `retry(0)` completes
    /// without subscribing.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    /// - parameter maxAttemptCount: Maximum number of times to repeat the sequence.
    /// - returns: An observable sequence producing the elements of the given sequence
    ///   repeatedly until it terminates successfully.
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
