// Mistake: reads retry(n) as n retries after the first attempt, so it asks for attempts - 1 and gets one attempt too few.
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
        .retry(attempts - 1)
        .catchAndReturn(fallback)
}
