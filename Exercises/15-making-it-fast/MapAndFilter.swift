// Exercise 15.1 — fuse map and filter into one operator. Check it with
// `swift run exercises 15.1`.
//
// `mapAndFilter(_:where:)` transforms each element, then keeps the results `isIncluded`
// accepts. An error thrown by either closure ends the sequence with that error.
//
//     -1-2-3-4-|  mapAndFilter({ $0 * 10 }, where: { $0 > 15 })  → ---20-30-40-|
//
// The starter is `map(transform).filter(isIncluded)`, and it does the right thing. But
// every subscription builds two producers and two sinks where one of each would do, and
// every element crosses both sinks, each an unspecialised call. Make it one operator in
// chapter 5's three parts (Map.swift is the model): the public extension, one sink that
// transforms and tests in the same `on(_:)`, and one producer. The checks count
// the objects a subscription keeps alive (`Resources.total`) and accept no more than a
// single `map` keeps; they also check that nothing changed in what it sends.
//
// `Producer` and `Sink` are open to operators written outside the library behind
// `@_spi(Operators) import`, as chapter 5's exercise explains.
//
// Read: Chapters/15-making-it-fast/README.md#why-a-class-behind-observable-costs-what-it-costs
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
        // Replace this line: it is right, but it builds two operators.
        map(transform).filter(isIncluded)
    }
}
