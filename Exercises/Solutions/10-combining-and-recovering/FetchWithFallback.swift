// Reference solution for exercise 10.2 — retry a few times, then fall back.
// Try the exercise first.
import ProductionRx

/// `request`, subscribed to again after a failure, up to `attempts` times in all; then
/// `fallback` instead of the last error.
public func fetchWithFallback<Element>(
    _ request: Observable<Element>,
    attempts: Int,
    fallback: Element
) -> Observable<Element> {
    request
        .retry(attempts)
        .catchAndReturn(fallback)
}
