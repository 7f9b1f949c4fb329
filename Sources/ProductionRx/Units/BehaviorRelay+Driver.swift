// `asDriver()` on a BehaviorRelay: a relay cannot fail, so it is a Driver as soon as it
// delivers on the main scheduler. Chapter 13 (Units).

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value first, then every new one, on the main
    /// scheduler. A relay never fails, so no recovery is needed.
    public func asDriver() -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
        return SharedSequence(source)
    }
}
