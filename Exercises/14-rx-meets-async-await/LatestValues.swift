// Exercise 14.1 — a sequence for `for try await` loops that keeps only the newest element and
// subscribes once per loop. Check it with `swift run exercises 14.1`.
//
// `values` subscribes when it is read and keeps every element until the loop takes it. A
// screen that shows download progress wants neither: each loop that runs should get its own
// subscription, made when the loop starts, as each `subscribe` gets its own; and a loop busy
// drawing wants the newest fraction, not the 500 it missed meanwhile. Write `LatestValues`,
// an `AsyncSequence` over an Observable:
//
// - nothing is subscribed until a loop starts (until `makeAsyncIterator()` is called); every
//   loop subscribes once, and gets the elements sent from then on;
// - while the loop is busy, only the newest element waits for it; older ones are dropped;
// - the loop ends when the source completes, and throws the source's error;
// - leaving the loop early (`break`) or cancelling its task ends the subscription, and a loop
//   whose task is cancelled throws `CancellationError`, so that it can tell "stopped" from
//   "the sequence completed";
// - the source may send from any thread, and may end during `subscribe` itself.
//
//     source        ^-1-2-3-4-----5-|
//     loop           -1 (busy....)4-----5-|      2 and 3 were dropped while it was busy
//
// Make a stream in `makeAsyncIterator()` and hand out its iterator. Chapter 14's "How the
// stream ends" says where the subscription goes, which handler disposes it, and when that
// handler must be in place. `BridgeSubscription` is there for you.
//
// Read: Chapters/14-rx-meets-async-await/README.md#when-the-consumer-is-slower
import ProductionRx

/// The elements of an Observable for `for try await` loops: one subscription per loop, and
/// only the newest element the loop has not taken yet.
public struct LatestValues<Element: Sendable>: AsyncSequence {
    /// The iterator of the stream each loop gets.
    public typealias AsyncIterator = AsyncThrowingStream<Element, Swift.Error>.Iterator

    private let source: Observable<Element>

    /// The elements of `source`.
    public init(_ source: Observable<Element>) {
        self.source = source
    }

    /// A loop starts: subscribes to the source for this loop alone.
    public func makeAsyncIterator() -> AsyncIterator {
        // Replace this: for now every loop ends at once, without a single element.
        AsyncThrowingStream { continuation in
            continuation.finish()
        }
        .makeAsyncIterator()
    }
}

/// The elements of `source`, newest only, one subscription per loop.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> LatestValues<Element> {
    LatestValues(source)
}
