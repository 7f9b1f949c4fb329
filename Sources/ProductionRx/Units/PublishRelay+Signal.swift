// `asSignal()` on a PublishRelay: a relay cannot fail, so it is a Signal as soon as it
// delivers on the main scheduler. Chapter 13 (Units).

extension PublishRelay {
    /// The relay as a `Signal`: each element it accepts from now on, on the main scheduler.
    /// A relay never fails, so no recovery is needed.
    public func asSignal() -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
        return SharedSequence(source)
    }
}
