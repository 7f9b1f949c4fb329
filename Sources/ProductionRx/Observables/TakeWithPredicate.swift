// `take(while:behavior:)`: elements as long as a predicate holds. It is `take(until:)` with
// the predicate negated (TakeUntil.swift has the sink). Chapter 5 explains the operator shape.

extension ObservableType {
    /// Returns elements from an observable sequence as long as a specified condition is true.
    ///
    /// The first element that fails the test completes the sequence (and, with
    /// `.inclusive`, is sent before the completion). If `predicate` throws, the error is sent
    /// as `.error` and the subscription ends.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: A function to test each element for a condition.
    /// - parameter behavior: Whether or not to include the last element matching the
    ///   predicate. Defaults to `exclusive`.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test no longer passes.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    /// Returns elements from an observable sequence as long as a specified condition is true.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    /// - parameter predicate: A function to test each element for a condition.
    /// - returns: An observable sequence that contains the elements from the input sequence
    ///   that occur before the element at which the test no longer passes.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: .exclusive)
    }
}
