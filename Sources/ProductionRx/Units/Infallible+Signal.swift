// `asSignal()` on an Infallible: it cannot fail, so it is a Signal as soon as it delivers on
// the main scheduler and shares. Chapters 13 (Units) and 14. RxSwift 6 offers only
// `asDriver()` on an Infallible (`RxCocoa/Traits/Driver/Infallible+Driver.swift`); this is its counterpart for events that must not replay.

extension InfallibleType {
    /// Converts an `Infallible` into a `Signal`: the same elements, delivered on
    /// `SignalSharingStrategy.scheduler` and shared, without replaying anything to new
    /// subscribers.
    ///
    /// No fallback is needed: an `Infallible` has no error to replace.
    ///
    /// - returns: A `Signal` of the same elements.
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
