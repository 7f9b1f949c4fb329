// `asSharedSequence(sharingStrategy:onError…)`: the conversion behind `asDriver` and
// `asSignal`, for any sharing strategy. Chapter 13 (Units).

extension ObservableConvertibleType {
    /// The sequence as a unit of `sharingStrategy`: delivered on its scheduler and shared its
    /// way; an error becomes `onErrorJustReturn`, then completion.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make (`DriverSharingStrategy`,
    ///   `SignalSharingStrategy`, or your own).
    /// - parameter onErrorJustReturn: The last element, sent in place of an error.
    /// - returns: The unit.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// The sequence as a unit of `sharingStrategy`; after an error, `onErrorDriveWith` takes
    /// over.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make.
    /// - parameter onErrorDriveWith: What sends the elements after an error.
    /// - returns: The unit.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catching { _ in
                onErrorDriveWith.asObservable()
            }
        return SharedSequence(source)
    }

    /// The sequence as a unit of `sharingStrategy`; after an error, the unit that
    /// `onErrorRecover` makes from it takes over.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make.
    /// - parameter onErrorRecover: Makes, from the error, what sends the elements after it.
    /// - returns: The unit.
    @preconcurrency public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self, onErrorRecover: @escaping @MainActor (_ error: Swift.Error) -> SharedSequence<S, Element>
    )
        -> SharedSequence<S, Element>
    {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catching { [onErrorRecover = onTheMainActor("onErrorRecover", onErrorRecover)] error in
                onErrorRecover(error).asObservable()
            }
        return SharedSequence(source)
    }
}
