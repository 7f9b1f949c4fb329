// `asInfallible()` on a Driver or a Signal: a unit never fails, so it is an Infallible as it
// is. Chapters 13 (Units) and 14.

extension SharedSequence {
    /// The unit as an `Infallible`: the same elements, on the same scheduler, shared the same
    /// way. It needs no fallback: a unit cannot fail.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
