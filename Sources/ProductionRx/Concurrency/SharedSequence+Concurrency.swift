// From a unit to Swift concurrency: a Driver's or a Signal's elements as an `AsyncStream`,
// iterated with `for await` and no `try`, since a unit cannot fail. Chapter 14.

// snippet:begin unit-values
extension SharedSequence {
    /// The unit's elements as an asynchronous sequence that cannot throw, for `for await`.
    ///
    /// It is an `Infallible`'s `values` (chapter 14): it subscribes when read, and ends the
    /// subscription when the loop is left, when its task is cancelled or when the unit
    /// completes; it buffers without bound.
    ///
    /// It is read on the main actor, as in RxCocoa
    /// (`RxCocoa/Traits/SharedSequence/SharedSequence+Concurrency.swift`): a unit belongs to
    /// the main thread, and so does the code that iterates one, a view model's or a view's.
    @MainActor
    public var values: AsyncStream<Element> {
        asInfallible().values
    }
}
// snippet:end unit-values
