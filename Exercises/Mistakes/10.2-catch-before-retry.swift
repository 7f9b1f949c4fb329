// Mistake: catches before retrying: the first error becomes the fallback at once, and retry never sees an error to retry.
// Caught by: a request that always fails is tried `attempts` times, then the fallback completes
import ProductionRx

/// `request`, subscribed to again after a failure, up to `attempts` times in all; then
/// `fallback` instead of the last error.
public func fetchWithFallback<Element>(
    _ request: Observable<Element>,
    attempts: Int,
    fallback: Element
) -> Observable<Element> {
    request
        .catchAndReturn(fallback)
        .retry(attempts)
}
