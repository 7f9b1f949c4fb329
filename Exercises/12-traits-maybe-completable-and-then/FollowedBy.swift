// Exercise 12.2 — run one Completable after another, as andThen does. Check it with
// `swift run exercises 12.2`.
//
// Write `followed(by:)`: subscribe to `second` only when this Completable completes. If this
// one fails, the result fails with its error and `second` is never subscribed; if the result
// is disposed first, `second` is never subscribed either. Once `second` runs, the result ends
// the way `second` ends, and disposing the result disposes `second`.
//
//     first     ^--|
//     second       ^--|
//     result    ^-----|
//
//     first     ^--#           # = offline
//     second                   (never subscribed)
//     result    ^--#
//
// Build it with `Completable.create`. Hold "whatever is running now" in a `SerialDisposable`,
// and mind a first Completable that completes during subscribe: the second one's
// subscription must not be replaced (and disposed) by the first one's, which arrives later.
// Chapter 12's ConcatCompletable solves exactly this.
//
// Read: Chapters/12-traits-maybe-completable-and-then/README.md#andthen-one-after-the-other
import ProductionRx

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this Completable, then `second`: `second` starts only once this one completes.
    public func followed(by second: Completable) -> Completable {
        // Replace this line: for now both run at once.
        Completable.zip(primitiveSequence, second)
    }
}
