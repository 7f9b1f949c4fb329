// The first operator. Chapter 3.

// snippet:begin map
extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// If `transform` throws, the error is sent as `.error` and the sequence ends.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        // snippet:begin workbook-map
        Observable<Result> { observer in
            self.subscribe(
                Observer { event in
                    switch event {
                    case .next(let element):
                        do {
                            observer.on(.next(try transform(element)))
                        } catch {
                            observer.on(.error(error))
                        }
                    case .error(let error):
                        observer.on(.error(error))
                    case .completed:
                        observer.on(.completed)
                    }
                })
        }
        // snippet:end workbook-map
    }
}
// snippet:end map
