// `asDriver(onError…)`: any observable becomes a Driver once it says what to show instead of
// an error; delivery moves to the main scheduler and the result is shared. Chapter 13 (Units).

extension ObservableConvertibleType {
    // snippet:begin as-driver
    /// The sequence as a `Driver`: delivered on the main scheduler and shared; an error
    /// becomes `onErrorJustReturn`, then completion.
    ///
    /// - parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - returns: The `Driver`.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source =
            self
            .asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }
    // snippet:end as-driver

    /// The sequence as a `Driver`: delivered on the main scheduler and shared; after an
    /// error, `onErrorDriveWith` takes over.
    ///
    /// - parameter onErrorDriveWith: What drives the UI after an error.
    /// - returns: The `Driver`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source =
            self
            .asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catching { _ in
                onErrorDriveWith.asObservable()
            }
        return Driver(source)
    }

    /// The sequence as a `Driver`: delivered on the main scheduler and shared; after an
    /// error, the `Driver` that `onErrorRecover` makes from it takes over.
    ///
    /// - parameter onErrorRecover: Makes, from the error, what drives the UI after it.
    /// - returns: The `Driver`.
    @preconcurrency public func asDriver(onErrorRecover: @escaping @MainActor (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source =
            self
            .asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catching { [onErrorRecover = onTheMainActor("onErrorRecover", onErrorRecover)] error in
                onErrorRecover(error).asObservable()
            }
        return Driver(source)
    }
}
