// Exercise 03.2 — take. Check it with `swift run exercises 03.2`.
//
// Write `take(_:)`: forward the first `count` elements, then send `completed`, even if
// the source goes on. `take(0)` completes at once, without subscribing to the source.
// Every subscription counts from the start again, as if it were the only one. Once `take`
// is done, the subscription to the source must be disposed, so that the source can stop
// its work (look at what `Sink` does after a terminal event). An element the source sends
// while the last one is being delivered is past the count too.
//
//     -1-2-3-4-|  take(2)  → -1-2-|
//
// Read: Chapters/03-sink-and-the-first-operator/README.md#sink
import NaiveRx

extension ObservableType {
    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Observable<Element> {
        // Replace this line: it ignores `self` and completes at once.
        Observable<Element>.empty()
    }
}
