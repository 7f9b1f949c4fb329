// `asDriver()` on a BehaviorRelay: a relay cannot fail, so it is a Driver as soon as it
// delivers on the main scheduler. Chapter 13 (Units).

extension BehaviorRelay {
    /// Converts `BehaviorRelay` to `Driver`.
    ///
    /// - returns: Observable sequence.
    public func asDriver() -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
        return SharedSequence(source)
    }
}
