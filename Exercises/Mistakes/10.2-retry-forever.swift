// Mistake: retry() with no number retries for ever, so a request that keeps failing never falls back.
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
        .retry()
        .catchAndReturn(fallback)
}
