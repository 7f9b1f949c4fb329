// `asSignal()` on a PublishRelay: a relay cannot fail, so it is a Signal as soon as it
// delivers on the main scheduler. Chapter 13 (Units).

extension PublishRelay {
    /// Converts `PublishRelay` to `Signal`.
    ///
    /// - returns: Observable sequence.
    public func asSignal() -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
        return SharedSequence(source)
    }
}
