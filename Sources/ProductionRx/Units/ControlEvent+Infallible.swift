// `asInfallible()` on a ControlEvent: a control event never fails, so it is an Infallible as
// it is. Chapters 13 (Units) and 14.

extension ControlEvent {
    /// The control event as an `Infallible`: the same events, subscribed on the main queue.
    /// It needs no fallback: a control event cannot fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
