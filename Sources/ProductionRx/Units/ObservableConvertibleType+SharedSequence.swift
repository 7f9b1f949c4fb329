// `asSharedSequence(sharingStrategy:onError…)`: the conversion behind `asDriver` and
// `asSignal`, for any sharing strategy. Chapter 13 (Units).

extension ObservableConvertibleType {
    /// Converts anything convertible to `Observable` to `SharedSequence` unit.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make (`DriverSharingStrategy`,
    ///   `SignalSharingStrategy`, or your own).
    /// - parameter onErrorJustReturn: Element to return in case of error and after that
    ///   complete the sequence.
    /// - returns: Shared sequence.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// Converts anything convertible to `Observable` to `SharedSequence` unit.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make.
    /// - parameter onErrorDriveWith: SharedSequence that provides elements of the sequence in
    ///   case of error.
    /// - returns: Shared sequence.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catch { _ in
                onErrorDriveWith.asObservable()
            }
        return SharedSequence(source)
    }

    /// Converts anything convertible to `Observable` to `SharedSequence` unit.
    ///
    /// - parameter sharingStrategy: The strategy of the unit to make.
    /// - parameter onErrorRecover: Calculates shared sequence that provides elements of the
    ///   sequence in case of error.
    /// - returns: Shared sequence.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>)
        -> SharedSequence<S, Element>
    {
        let source =
            self
            .asObservable()
            .observe(on: S.scheduler)
            .catch { error in
                onErrorRecover(error).asObservable()
            }
        return SharedSequence(source)
    }
}
