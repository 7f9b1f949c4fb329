// Workbook step 5, map: your copy of Sources/NaiveRx/Map.swift.
// Write your code between the `workbook-` markers, then run `swift run workbook 5`.

// The first operator. Chapter 3.

// snippet:begin map
extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// If `transform` throws, the error is sent as `.error` and the sequence ends.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // snippet:begin workbook-map
        // Step 5: return an Observable whose subscribe closure subscribes to `self` and
        // sends each element, transformed, to its observer. A thrown error is sent as
        // `.error`; errors and completion of `self` are passed on.
        Observable<Result> { _ in Disposables.create() }
        // snippet:end workbook-map
    }
}
// snippet:end map
