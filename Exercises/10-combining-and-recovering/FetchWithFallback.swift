// Exercise 10.2 — retry a few times, then fall back. Check it with `swift run exercises 10.2`.
//
// `fetchWithFallback(_:attempts:fallback:)` subscribes to `request`; when it fails, it
// subscribes again, up to `attempts` subscriptions in all; when the last one fails too, it
// sends `fallback` and completes instead of the error. A request that succeeds passes
// through unchanged. With `attempts: 3` and a request that fails 10 ticks after each
// subscription:
//
//     request (each attempt)         -#
//     fetchWithFallback              ---(f|)      three attempts, then the fallback
//
// Two operators from the chapter do it; mind the order, and what `retry`'s number counts.
//
// Read: Chapters/10-combining-and-recovering/README.md#recovering
import ProductionRx

/// `request`, subscribed to again after a failure, up to `attempts` times in all; then
/// `fallback` instead of the last error.
public func fetchWithFallback<Element>(
    _ request: Observable<Element>,
    attempts: Int,
    fallback: Element
) -> Observable<Element> {
    request
}
