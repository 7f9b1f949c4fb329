// `asDriver()` on an Infallible: it cannot fail, so it is a Driver as soon as it delivers on
// the main scheduler and shares. Chapters 13 (Units) and 14.

extension InfallibleType {
    /// Converts an `Infallible` into a `Driver`: the same elements, delivered on
    /// `DriverSharingStrategy.scheduler` and shared, replaying the latest to new subscribers.
    ///
    /// No fallback is needed: an `Infallible` has no error to replace.
    ///
    /// - returns: A `Driver` of the same elements.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
