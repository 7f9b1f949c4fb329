// Exercise 11.2 — run two Singles at once and answer with both. Check it with
// `swift run exercises 11.2`.
//
// Write `pairedWith(_:)`: subscribe to both Singles as soon as the result is subscribed, and
// succeed with the pair once both have succeeded, whichever answers first. The first failure
// is the result's failure, and the other Single is then disposed: its answer can no longer
// matter. Disposing the result disposes both.
//
//     user       ---a|          a = "Ada"
//     settings   ------b|       b = "dark"
//     paired     ------(c|)     c = ("Ada", "dark")
//
//     user       ---#           # = offline
//     settings   ---!           disposed: the pair can no longer succeed
//     paired     ---#
//
// Build it with `Single.create` and two `subscribe { result in … }` calls. Keep what has
// arrived so far in a small class of your own, and guard it with an `NSLock` (Foundation):
// the two Singles may answer on different threads, at the same moment. Call the subscriber
// only after releasing the lock, never while holding it: its code may take locks of its own,
// or answer another Single. The checks watch the lock.
// Careful with a Single that fails during subscribe: the other one need not be subscribed.
//
// Read: Chapters/11-traits-primitive-sequence-and-single/README.md#single-rxs-result
import ProductionRx

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs this Single and `other` at once; succeeds with both elements, or fails with the
    /// first error.
    public func pairedWith<Other>(_ other: Single<Other>) -> Single<(Element, Other)> {
        // Replace this line: for now the pair never arrives.
        Single<(Element, Other)>.never()
    }
}
