// Mistake: share(replay: 1, scope: .forever) keeps the response after everyone has left, and replays it, stale, to the next subscriber.
// Caught by: sends a new request for a subscriber who comes after everyone has left
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    request.share(replay: 1, scope: .forever)
}
