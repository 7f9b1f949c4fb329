// Mistake: one flatMap instead of map and filter, which subscribes to a new just or empty for every element.
// Caught by: an element goes through without creating an object
@_spi(Operators) import ProductionRx

extension ObservableType {
    /// Transforms each element with `transform` and forwards the results `isIncluded` accepts:
    /// `map(transform).filter(isIncluded)` in one operator.
    ///
    /// - parameter transform: A transform function to apply to each source element.
    /// - parameter isIncluded: A function to test each transformed element.
    /// - returns: An observable sequence of the transformed elements that pass the test.
    public func mapAndFilter<Result>(
        _ transform: @escaping (Element) throws -> Result,
        where isIncluded: @escaping (Result) throws -> Bool
    ) -> Observable<Result> {
        // One operator instead of two: each element becomes a sequence of zero or one result.
        flatMap { element -> Observable<Result> in
            let mapped = try transform(element)
            return try isIncluded(mapped) ? Observable.just(mapped) : Observable.empty()
        }
    }
}
