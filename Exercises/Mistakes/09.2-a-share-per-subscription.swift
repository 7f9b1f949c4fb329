// Mistake: builds the share inside deferred, so every subscriber gets a share of its own, and its own request.
// Caught by: the request runs once for two subscribers, and both get the response
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    Observable.deferred {
        request.share(replay: 1)
    }
}
