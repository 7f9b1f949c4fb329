// Mistake: retries three times, as in the example, whatever attempts says.
// Caught by: attempts: 1 means no retry: one subscription, then the fallback
import ProductionRx

/// `request`, subscribed to again after a failure, up to `attempts` times in all; then
/// `fallback` instead of the last error.
public func fetchWithFallback<Element>(
    _ request: Observable<Element>,
    attempts: Int,
    fallback: Element
) -> Observable<Element> {
    request
        .retry(3)
        .catchAndReturn(fallback)
}
