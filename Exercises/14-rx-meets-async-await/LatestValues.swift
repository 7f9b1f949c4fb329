// Exercise 14.1 — a `values` for consumers that only want the newest element.
// Check it with `swift run exercises 14.1`.
//
// `values` keeps every element until the loop takes it (chapter 14). A screen that shows the
// current download progress does not want the 500 fractions it missed while it was busy: it
// wants the latest one. Write `latestValues(of:)`, a bridge that:
//
// - delivers the source's elements to a `for try await` loop, ends the loop when the source
//   completes, and throws the source's error;
// - keeps only the newest element the loop has not taken yet: older ones are dropped;
// - ends its subscription when the loop is left with `break` and when the iterating task is
//   cancelled, as `values` does.
//
//     source                   ^-1-2-3-4-----5-|
//     loop busy from 1 to 4     ^-1 (busy....)4-----5-|    2 and 3 are dropped
//
// `AsyncThrowingStream(bufferingPolicy:)` chooses what the stream keeps; `values` (quoted in
// the chapter) shows where the subscription goes. `BridgeSubscription` is there for you.
//
// Read: Chapters/14-rx-meets-async-await/README.md#when-the-consumer-is-slower
import ProductionRx

/// The source's elements as an asynchronous sequence that keeps only the newest element the
/// loop has not taken yet.
public func latestValues<Element: Sendable>(of source: Observable<Element>) -> AsyncThrowingStream<Element, Swift.Error> {
    // Replace this: for now the stream ends at once, without a single element.
    AsyncThrowingStream { continuation in
        continuation.finish()
    }
}
