// Mistake: an eager connect(): the request is sent when sharedResult is called, before anyone subscribes, and never again.
// Caught by: sends the request when the first subscriber arrives, not before
import ProductionRx

/// `request`, shared: one subscription to it however many subscribe, and a subscriber who
/// comes after the response still gets it.
public func sharedResult(of request: Observable<String>) -> Observable<String> {
    let shared = request.replay(1)
    _ = shared.connect()
    return shared.asObservable()
}
