// Exercise 15.1 — fuse map and filter into one operator, on the element path. Check it with
// `swift run exercises 15.1`.
//
// `mapAndFilter(_:where:)` transforms each element, then keeps the results `isIncluded`
// accepts. An error thrown by either closure ends the sequence with that error.
//
//     -1-2-3-4-|  mapAndFilter({ $0 * 10 }, where: { $0 > 15 })  → ---20-30-40-|
//
// The starter is `map(transform).filter(isIncluded)`, and it sends the right events. But
// every subscription builds two sinks where one would do, and every element crosses both.
// Make it one operator in chapter 5's three parts (Map.swift is the model): the public
// extension, one producer, and one sink that transforms and tests each element.
//
// Then put that sink on chapter 15's element path, as `MapSink` is: an element should go in
// and out of it without an `Event` built around it. The sink receives elements in an
// `onNext(_:)` of its own (the requirement `ObserverType` has for this), and sends them on
// with `forwardNext(_:)`; errors go down with `forwardError(_:)`. Whatever arrives through
// `on(.next(…))` must be handled exactly as through `onNext`.
//
// The checks look at what it sends and disposes, at how elements reach the subscriber, and
// count the heap allocations of a subscription: no more than a single `map`'s.
//
// `Producer`, `Sink` and the element path's `forwardNext` and `forwardError` are open to
// operators written outside the library behind `@_spi(Operators) import`.
//
// Read: Chapters/15-making-it-fast/README.md#the-element-path-an-element-without-an-event
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
        nonisolated(unsafe) let transform = transform, isIncluded = isIncluded
        // Replace this line: it sends the right events, but it is two operators.
        return map { try transform($0) }.filter { try isIncluded($0) }
    }
}
