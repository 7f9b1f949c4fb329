// Mistake: create around subscribe(onNext:onError:onCompleted:) instead of a Producer and a Sink: one closure, but more objects per subscription than a single map keeps.
// Caught by: a subscription keeps no more objects alive than a single map does
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
        // One closure instead of two operators: create, and subscribe to the source inside it.
        Observable.create { observer in
            self.subscribe(
                onNext: { element in
                    do {
                        let mapped = try transform(element)
                        if try isIncluded(mapped) {
                            observer.onNext(mapped)
                        }
                    } catch {
                        observer.onError(error)
                    }
                },
                onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() }
            )
        }
    }
}
