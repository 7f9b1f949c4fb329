// Mistake: share() without a replay: one request, but a subscriber who comes after the response never sees it.
// Caught by: the request runs once for two subscribers, and both get the response
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    request.share()
}
